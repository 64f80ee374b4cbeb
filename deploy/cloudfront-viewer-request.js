// @ts-check
// The CloudFront function of the S3 + CloudFront recipe in docs/publishing.md, for the
// viewer-request event: it maps a request's path to the object of the build that answers it,
// as the guide's "What any host must do" says. CloudFront runs this file as it is (runtime cloudfront-js-2.0): no
// imports or exports, and nothing from Node.

/**
 * @param {{ request: { uri: string } }} event
 * @returns {{ uri: string }} the request, with the object's path as its `uri`
 */
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it by this name
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  const lastSegment = uri.slice(uri.lastIndexOf("/") + 1);
  if (uri.startsWith("/search/")) {
    // One page for every search: it reads the query from the address and searches in the browser.
    request.uri = "/search/index.html";
  } else if (lastSegment === "") {
    request.uri = `${uri}index.html`;
  } else if (!lastSegment.includes(".")) {
    // A path without a file name's extension is a folder too: /book/x is /book/x/index.html.
    request.uri = `${uri}/index.html`;
  }
  return request;
}
