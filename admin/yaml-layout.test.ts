import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { yamlText } from "./yaml-layout";

const FILE = `# The site's settings.
url: https://example.com
author:
  name: A. Writer # as signed
  bio: |-
    First line.

    Second paragraph.
# The stores.
tags: [one, two]
title: "Quoted, as written"
links:
  - label: First
    url: https://example.com/1
  - label: Second
    url: https://example.com/2
`;

describe("yamlText: what a save writes into YAML", () => {
  it("writes the file unchanged when nothing changed", () => {
    expect(yamlText(parse(FILE), FILE)).toBe(FILE);
  });

  it("changes only the lines whose values changed, keeping comments, quotes and list styles", () => {
    const data = parse(FILE);
    data.author.name = "B. Writer";
    data.tags = ["one", "two", "three"];
    data.title = "Requoted, as written";
    const out = yamlText(data, FILE);
    expect(out).toBe(
      FILE.replace("A. Writer", "B. Writer")
        .replace("[one, two]", "[one, two, three]")
        .replace("Quoted", "Requoted"),
    );
    expect(parse(out)).toEqual(data);
  });

  it("keeps a block of text a block when its text changes", () => {
    const data = parse(FILE);
    data.author.bio = "One line.\n\nAnother.";
    expect(yamlText(data, FILE)).toContain("  bio: |-\n    One line.\n\n    Another.\n");
  });

  it("drops removed keys and list items, and puts a new key after the one before it", () => {
    const { tags: _tags, ...data } = parse(FILE);
    data.links = data.links.slice(0, 1);
    const withNew = { url: data.url, blog: "https://blog.example.com", ...data };
    const out = yamlText(withNew, FILE);
    expect(out).not.toContain("tags:");
    expect(out).not.toContain("label: Second");
    expect(out).toContain("url: https://example.com\nblog: https://blog.example.com\nauthor:");
    expect(parse(out)).toEqual(withNew);
  });

  it("keeps an empty value the file already had, which a save leaves out of its data", () => {
    const file = '# Empty: the default.\nbeacon: ""\nlist: []\nnothing:\nname: x\n';
    expect(yamlText({ name: "y" }, file)).toBe(file.replace("name: x", "name: y"));
  });

  it("writes a new file, or one that does not parse, plainly, without folding long lines", () => {
    const long = "word ".repeat(40).trim();
    expect(yamlText({ a: long, b: ["x"] })).toBe(`a: ${long}\nb:\n  - x\n`);
    expect(yamlText({ a: 1 }, "a: [unclosed\n")).toBe("a: 1\n");
  });

  it("keeps a number as written where the build reads it as its text: a price of 4.10, an ISBN-10 with its 0", () => {
    // Found by the catalogue generator: the sheet's import of an unchanged book, whose data has
    // these as the build reads them ("4.10", "0306406152"), wrote them back in quotes.
    const file = "prices:\n  USD: 4.10\n  GBP: 5.00\nisbn: 0306406152\npages: 320\n";
    const read = { prices: { USD: "4.10", GBP: "5.00" }, isbn: "0306406152", pages: 320 };
    expect(yamlText(read, file)).toBe(file);
    expect(yamlText({ ...read, isbn: "0306406153" }, file)).toBe(
      file.replace("0306406152", "0306406153"),
    );
  });

  it("quotes a changed value where YAML needs quotes", () => {
    const out = yamlText({ url: "https://example.com", a: "yes: no" }, "url: x\na: plain\n");
    expect(parse(out)).toEqual({ url: "https://example.com", a: "yes: no" });
  });
});

describe("yamlText: lists", () => {
  const LIST = `links:
  - label: A # the first
    url: a
    note: ""
  - label: B # the second
    url: b
  - label: C # the third
    url: c
`;

  /** LIST saved with these links, each a label and its url, in this order. */
  const savedWith = (...links: [label: string, url: string][]) =>
    yamlText({ links: links.map(([label, url]) => ({ label, url })) }, LIST);

  it("an item removed takes its comment with it; the others keep theirs", () => {
    expect(savedWith(["B", "b"], ["C", "c"])).toBe(
      "links:\n  - label: B # the second\n    url: b\n  - label: C # the third\n    url: c\n",
    );
  });

  it("items moved keep their comments; a changed item keeps the comment of the one most like it", () => {
    const out = savedWith(["C", "c"], ["A2", "a"], ["B", "b"]);
    expect(out).toContain("  - label: C # the third\n");
    expect(out).toContain("  - label: A2 # the first\n");
    expect(parse(out)).toEqual({
      links: [
        { label: "C", url: "c" },
        { label: "A2", url: "a", note: "" },
        { label: "B", url: "b" },
      ],
    });
  });

  it("an item changed while another is removed keeps its own comment", () => {
    expect(savedWith(["B2", "b"], ["C", "c"])).toBe(
      "links:\n  - label: B2 # the second\n    url: b\n  - label: C # the third\n    url: c\n",
    );
  });

  it("a value whose explicit tag no longer fits is written afresh", () => {
    expect(parse(yamlText({ a: "x" }, "a: !!int 1\n"))).toEqual({ a: "x" });
  });

  it("a new first key goes below the file's opening comment", () => {
    expect(yamlText({ a: 1, b: 2 }, "# The file.\nb: 2\n")).toBe("# The file.\na: 1\nb: 2\n");
  });
});
