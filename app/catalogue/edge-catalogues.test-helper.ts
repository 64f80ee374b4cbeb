import {
  bookFile,
  catalogue,
  SITE_YAML,
  sampleFile,
  seriesFile,
} from "../schema/fixtures.test-helper.ts";

// Catalogues an author may write that the sample does not: each is a case a reader met.

/**
 * A crossover, as the issue tried it: The Watchman's Warning, Book 1 of Days of Noah (its first
 * series, complete), also listed in Encounter (ongoing), whose own Book 1 came out before it.
 */
export function crossoverCatalogue() {
  const content = catalogue({
    series: [
      seriesFile("noah", "status: complete\n"),
      seriesFile("encounter", "status: ongoing\n"),
    ],
    books: [
      bookFile(
        "watch",
        "title: The Watchman's Warning\nseries: [noah, encounter]\nseriesNum: 1\npubDate: 2011-03-15\n",
      ),
      bookFile("noah-two", "series: [noah]\nseriesNum: 2\npubDate: 2012-03-15\n"),
      bookFile("enc-one", "series: [encounter]\nseriesNum: 1\npubDate: 2009-06-01\n"),
      bookFile("enc-two", "series: [encounter]\nseriesNum: 2\npubDate: 2014-06-01\n"),
    ],
  });
  const [noah, encounter] = content.series;
  if (!noah || !encounter) throw new Error("the crossover's two series");
  const book = (id: string) => {
    const found = content.books.find((b) => b.id === id);
    if (!found) throw new Error(`no book ${id}`);
    return found;
  };
  return { content, noah, encounter, book };
}

/**
 * Three books, each with a sample: The Watchman's Warning, sold only direct (its ebook, from
 * the author's Payhip page); one sold direct and at Amazon; one in print at Amazon alone.
 * `siteLines` add to site.yaml (`directStores: last`).
 */
export function soldDirectCatalogue(siteLines = "") {
  const books = [
    bookFile(
      "direct",
      "title: The Watchman's Warning\neditions:\n  - format: ebook\n    direct: https://payhip.com/b/Wtch1\n",
    ),
    bookFile(
      "both",
      "editions:\n  - format: paperback\n    isbn: 9780306406157\n  - format: ebook\n    direct: https://payhip.com/b/AbC12\n    stores: { amazon: B0BNKA4001 }\n",
    ),
    bookFile("retail", "editions:\n  - format: paperback\n    isbn: 9780441172719\n"),
  ];
  return catalogue({
    site: { file: "content/site.yaml", text: `${SITE_YAML}${siteLines}` },
    books,
    samples: ["direct", "both", "retail"].map((id) => sampleFile(id)),
  });
}
