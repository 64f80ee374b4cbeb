import { NOT_FOUND_MESSAGE, NotFound } from "~/components/not-found";

export function meta() {
  return [{ title: NOT_FOUND_MESSAGE }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
