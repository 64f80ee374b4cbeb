import { test } from "@fast-check/vitest";
import { expect } from "vitest";
import { environment } from "../../config/environment.mjs";
import { catalogueOf } from "../schema/catalogue-files.test-helper.ts";
import { catalogueModel, catalogueRuns, TODAY } from "../schema/catalogue-model.test-helper.ts";
import type { JsonLd } from "./head-tags.ts";
import { schemaOrgProblems } from "./schema-org.test-helper.ts";
import { everyPage } from "./site-data.test-helper.ts";

/** The JSON-LD of every page of generated catalogues (docs/testing.md), by schema.org's words. */

const { params, timeout } = catalogueRuns(environment.catalogueRuns);

test("the check reads schema.org's vocabulary: a type it lacks, a misspelt property and another type's are named", async () => {
  const document = {
    "@context": "https://schema.org",
    "@type": "Book",
    name: "A",
    numberOfPagez: 3,
    workExample: { "@type": "Bookk", bookFormat: "https://schema.org/EBook" },
    offers: { "@type": "Offer", availability: "https://schema.org/InStok", isbn: "1" },
    potentialAction: { "@type": "SearchAction", "query-input": "required name=q" },
  };
  expect(await schemaOrgProblems(document, "a page")).toEqual([
    "a page: numberOfPagez is no schema.org property",
    "a page offers: availability is https://schema.org/InStok, no schema.org term",
    "a page offers: Offer takes no isbn",
    "a page workExample: Bookk is no schema.org type",
  ]);
});

test.prop([catalogueModel()], params)(
  "every JSON-LD node's types and properties on every page are schema.org's, by its own vocabulary",
  async (model) => {
    const catalogue = catalogueOf(model);
    const documents = everyPage(catalogue, TODAY).flatMap(({ page, data }) => {
      const seo = (data as { seo?: { jsonLd?: JsonLd[] } }).seo;
      return (seo?.jsonLd ?? []).map((document) => ({ path: page.path, document }));
    });
    const problems = await Promise.all(
      documents.map(({ path, document }) => schemaOrgProblems(document, path)),
    );
    expect(problems.flat()).toEqual([]);
  },
  timeout,
);
