/**
 * Where each check of the suite at c52f0fa (issue 35) lives now. Every title of c52f0fa's
 * end-to-end tests (./c52f0fa.txt, `file › describe › title` as its report named them) matches
 * one rule below; a rule names the tests that now hold the check: a browser test
 * (tests/e2e/), a build-output test (tests/build-output/, reading build/client without a
 * browser), a component test (app/**\/*.test.tsx) or a unit test, as `file › title`, with
 * `*` for any text (a book's id, a path) and ` ▸ step` for a `test.step` of a browser test.
 * `node --import tsx tools/check-map.ts` checks that every title matches one rule and every
 * place exists, and prints the table.
 */

const browser = (file: string, title: string, step?: string) =>
  `tests/e2e/${file} › ${title}${step ? ` ▸ ${step}` : ""}`;
const built = (file: string, title: string) => `tests/build-output/${file} › ${title}`;
const component = (file: string, title: string) => `app/components/${file} › ${title}`;
const unit = (file: string, title: string) => `${file} › ${title}`;

const pageType = (step: string) => browser("page-types.spec.ts", "* at 1280, 768 and 375 px", step);
const everyPage = (title: string) => built("every-page.test.ts", `* › ${title}`);
const book = (title: string) => built("books.test.ts", `/book/* › ${title}`);
const series = (title: string) => built("series-and-trailers.test.ts", `/series/* › ${title}`);
const trailersPage = (title: string) =>
  built("series-and-trailers.test.ts", `/trailers/all › ${title}`);
const events = (title: string) => built("events-and-feeds.test.ts", `the events page › ${title}`);
const frame = (title: string) =>
  built("events-and-feeds.test.ts", `the header and footer › ${title}`);
const home = (title: string) => built("home.test.ts", title);
const moving = (step: string) =>
  browser(
    "navigation.spec.ts",
    "a visitor moves around inside the app: focus, scroll, head and announcement follow, and the console stays quiet",
    step,
  );

export type Rule = [before: string | RegExp, now: string[]];

export const RULES: Rule[] = [
  // a11y.spec.ts
  [
    "a11y.spec.ts › axe finds nothing with the phone menu open",
    [browser("a11y.spec.ts", "axe finds nothing with the phone menu open")],
  ],
  [
    "a11y.spec.ts › axe finds nothing with the chat open",
    [
      browser(
        "widgets.spec.ts",
        "the chat opens with the greeting and the focus in its box; its tabs move by arrow keys; a book it names opens; Escape gives the focus back",
      ),
    ],
  ],
  [
    "a11y.spec.ts › axe finds nothing with the lightbox open",
    [
      browser(
        "widgets.spec.ts",
        "a trailer plays in the lightbox with the privacy-enhanced player, captioned; arrow keys move on; Escape gives the focus back",
      ),
    ],
  ],
  [
    "a11y.spec.ts › a skip link comes first and moves to the main content",
    [browser("a11y.spec.ts", "a skip link comes first and moves to the main content")],
  ],
  [
    "a11y.spec.ts › every page has the landmarks and one h1",
    [everyPage("has the site's frame and landmarks, one h1 and one stylesheet")],
  ],
  [
    "a11y.spec.ts › after a client-side navigation focus is on the new heading and the title is announced",
    [
      moving(
        "a cover far down the page opens its book at the top, the heading focused and announced",
      ),
    ],
  ],
  [
    "a11y.spec.ts › filters, tabs and the menu work from the keyboard with a visible focus ring",
    [
      browser("home.spec.ts", "filters work from the keyboard with a visible focus ring"),
      browser(
        "widgets.spec.ts",
        "the chat opens with the greeting and the focus in its box; its tabs move by arrow keys; a book it names opens; Escape gives the focus back",
        "arrow keys move between the tabs",
      ),
    ],
  ],
  [
    "a11y.spec.ts › axe finds nothing with a home section shown in full and filtered",
    [
      browser(
        "home.spec.ts",
        "a filter chooses among every book of its section, fetched once; axe finds nothing then",
      ),
    ],
  ],

  // analytics.spec.ts
  [
    "analytics.spec.ts › without analytics › the build carries none of the analytics code",
    [
      everyPage(
        "without analytics in the content, the build carries none of the analytics code",
      ).replace("* › ", ""),
    ],
  ],
  [
    /^analytics\.spec\.ts › without analytics › (home|a book) loads nothing but the site's own files and its policy names no service$/,
    [
      pageType("it asked for nothing of the editor, and nothing of another site's"),
      built("every-page.test.ts", "a page's policy names only the services the content names"),
    ],
  ],
  [
    /^analytics\.spec\.ts › with analytics › (home|a book) adds the service's script once the app is ready; it counts the page, with no cookie$/,
    [
      browser(
        "analytics.spec.ts",
        "with analytics › * adds the service's script once the app is ready; it counts the page, with no cookie",
      ),
    ],
  ],
  [
    "analytics.spec.ts › with analytics › a page the app navigates to is counted too, once",
    [
      browser(
        "analytics.spec.ts",
        "with analytics › a page the app navigates to is counted too, once",
      ),
    ],
  ],

  // base-path.spec.ts and upcoming.spec.ts: one variant build (tests/variant-build.ts)
  [
    "base-path.spec.ts › every link, file, image and address of each kind of page is under the base path",
    [
      built(
        "variant.test.ts",
        "under a base path › every link, file, image and address of every page is under the base path",
      ),
    ],
  ],
  [
    "base-path.spec.ts › every image, script and stylesheet the pages load is found there",
    [
      built(
        "variant.test.ts",
        "under a base path › every file a page names is in the build, at its place under the base path",
      ),
      browser(
        "variant.spec.ts",
        "each page type keeps its styles and fonts once hydrated, and finds every file it loads, under the base path",
      ),
      browser(
        "variant.spec.ts",
        "outside the base path nothing is the site's; a missing page under it is Not Found, 404",
      ),
    ],
  ],
  [
    "base-path.spec.ts › the sitemap, the feed and robots.txt name addresses under the base path",
    [
      built(
        "variant.test.ts",
        "under a base path › the sitemap, the feed, robots.txt and the host files name addresses under the base path",
      ),
    ],
  ],
  [
    "base-path.spec.ts › a visitor clicks from the home page to a book and a series, and searches",
    [
      browser(
        "variant.spec.ts",
        "a visitor clicks from the home page to a book and a series, and searches, all under the base path",
      ),
    ],
  ],
  [
    "base-path.spec.ts › a missing page under the base path is the site's Not Found page, status 404",
    [
      browser(
        "variant.spec.ts",
        "outside the base path nothing is the site's; a missing page under it is Not Found, 404",
      ),
      built(
        "variant.test.ts",
        "under a base path › every link, file, image and address of every page is under the base path",
      ),
    ],
  ],
  [
    "upcoming.spec.ts › the book still to come says so, with its ribbon, and keeps its styles",
    [
      browser(
        "variant.spec.ts",
        "the book still to come says so on its day, with its ribbon and its release day to add",
      ),
      browser(
        "variant.spec.ts",
        "each page type keeps its styles and fonts once hydrated, and finds every file it loads, under the base path",
      ),
    ],
  ],
  [
    "upcoming.spec.ts › the book still to come offers its release day for the reader's calendar",
    [
      built(
        "variant.test.ts",
        "the day before the newest book comes out › the newest book says it is coming, with its ribbon and its release day for a calendar",
      ),
      built(
        "variant.test.ts",
        "the day before the newest book comes out › a book already out offers no release day",
      ),
      browser(
        "variant.spec.ts",
        "the book still to come says so on its day, with its ribbon and its release day to add",
      ),
    ],
  ],
  [
    /^upcoming\.spec\.ts › \/.* keeps its styles and fonts after hydration$/,
    [
      browser(
        "variant.spec.ts",
        "each page type keeps its styles and fonts once hydrated, and finds every file it loads, under the base path",
      ),
    ],
  ],

  // The commands, the editor, the development server and the servers: as they were.
  [
    /^(bench-command|commands|dev|edit-command|editor|live-content|new-site|server|server-fuzz)\.spec\.ts › /,
    ["tests/e2e/$1.spec.ts › (the same title)"],
  ],
  [/^deploy\.spec\.ts › (npm start|nginx) › /, ["tests/e2e/deploy.spec.ts › (the same title)"]],
  [
    "deploy.spec.ts › the built _headers and _redirects, read by Netlify's own parsers, hold every rule the build writes, and nginx's site file sends the same headers",
    [
      built(
        "host-files.test.ts",
        "the built _headers and _redirects, read by Netlify's own parsers, hold every rule the build writes, and nginx's site file sends the same headers",
      ),
    ],
  ],
  [
    "deploy.spec.ts › the S3 + CloudFront recipe's function finds the file npm start serves for every path",
    [
      built(
        "host-files.test.ts",
        "the S3 + CloudFront recipe's function finds the file npm start serves for every path",
      ),
    ],
  ],
  [/^early-input\.spec\.ts › /, ["tests/e2e/early-input.spec.ts › (the same title)"]],

  // editor-apart.spec.ts
  [
    /^editor-apart\.spec\.ts › \/.* loads nothing of the editor$/,
    [
      pageType("it asked for nothing of the editor, and nothing of another site's"),
      everyPage("it asks for nothing of the editor"),
      built(
        "every-page.test.ts",
        "no script of the site holds a hidden book's address or title, or any of the editor",
      ),
    ],
  ],

  // events.spec.ts
  [
    "events.spec.ts › the events page lists what is to come, soonest first, then what is past, latest first",
    [
      events("lists what is to come, soonest first, then what is past, latest first"),
      events("is built, and linked from the menu, when the content has events, and only then"),
      events("gives each event its time and zone, its books, and its calendar file"),
      pageType("axe finds nothing"),
    ],
  ],
  [
    "events.spec.ts › each event's calendar file opens in a calendar at the event's moment",
    [events("each event's calendar file opens in a calendar at the event's moment")],
  ],
  [
    "events.spec.ts › search engines read each event as a schema.org Event, with how to attend",
    [events("search engines read each event as a schema.org Event, with how to attend")],
  ],
  [
    "events.spec.ts › a visitor elsewhere sees the start on their own clock too; one in the event's zone is told so",
    [
      browser(
        "events.spec.ts",
        "a visitor elsewhere sees the start on their own clock too; one in the event's zone is told so",
      ),
    ],
  ],
  [
    "events.spec.ts › the home page and a book's page show the events to come",
    [
      home("the events section shows the next events and links to all of them"),
      book("lists its events to come"),
    ],
  ],
  [
    "events.spec.ts › once every event is over, a page built before shows them as past and lists none to come",
    [
      browser(
        "events.spec.ts",
        "once every event is over, a page built before shows them as past and lists none to come",
      ),
    ],
  ],
  [
    "events.spec.ts › a site without events shows none of them",
    [events("is built, and linked from the menu, when the content has events, and only then")],
  ],

  // foundation.spec.ts
  [
    "foundation.spec.ts › the home page links every visible book's cover and no hidden one",
    [
      home(
        "every visible book is on the home page or in a section's file for Show all, and no hidden one",
      ),
    ],
  ],
  [
    /^foundation\.spec\.ts › with scripts off › \/book\/.* is prerendered HTML with its title in an h1$/,
    [
      book("has its title in the h1, its line under it, when it came out and its description"),
      built(
        "every-page.test.ts",
        "the build has a page for every page and alias of the content, and Not Found, and no other",
      ),
    ],
  ],
  [
    "foundation.spec.ts › alias paths render their book's page",
    [built("books.test.ts", "the alias * shows its book, its canonical address the book's own")],
  ],
  [
    /^foundation\.spec\.ts › a (book in a series says which book it is, when it came out, and its description|book's subtitle shows under its title)$/,
    [book("has its title in the h1, its line under it, when it came out and its description")],
  ],
  [
    "foundation.spec.ts › a box set shows no number, and its description's bold titles",
    [book("has its title in the h1, its line under it, when it came out and its description")],
  ],
  [
    /^foundation\.spec\.ts › a book still to come (says Coming with a ribbon; the same book later says Published|that cannot be ordered yet says Coming soon)$/,
    [
      browser(
        "reader.spec.ts",
        "on the visitor's day: a book still to come says Coming with its ribbon, later Published; one that cannot be ordered says Coming soon",
      ),
      book("carries a ribbon on its cover only while it is still to come"),
    ],
  ],
  [
    "foundation.spec.ts › an unknown path gets status 404 and the Not Found page",
    [
      browser(
        "navigation.spec.ts",
        "an unknown book or series is Not Found, status 404, by address and in the app",
      ),
      pageType("answers *, with one h1"),
    ],
  ],
  [
    "foundation.spec.ts › no path reaches a file outside the build folder",
    [browser("server.spec.ts", "no path reaches a file outside the build folder")],
  ],
  [
    "foundation.spec.ts › the subset web fonts are in use once the app is ready",
    [
      pageType(
        "its web fonts, each under 20 KiB, are fetched for the next page, not swapped in under its text",
      ),
      pageType("from the next page in the app on, its text is in the web fonts"),
    ],
  ],
  [
    "foundation.spec.ts › no hidden book's id or title is in any script the site loads",
    [
      built(
        "every-page.test.ts",
        "no script of the site holds a hidden book's address or title, or any of the editor",
      ),
    ],
  ],

  // home-sections.spec.ts
  [
    "home-sections.spec.ts › Show all, pressed from the keyboard, reveals the rest of a section and takes the focus to the first of them",
    [
      browser(
        "home.spec.ts",
        "Show all, pressed from the keyboard, reveals the rest of a section, loaded only then, and takes the focus to the first of them",
      ),
    ],
  ],
  [
    "home-sections.spec.ts › a filter chooses among every book of its section, beyond the first rows",
    [
      browser(
        "home.spec.ts",
        "a filter chooses among every book of its section, fetched once; axe finds nothing then",
      ),
      component(
        "home/book-section.test.tsx",
        "Show all reveals every book of the section, fetched once however often the filters change",
      ),
    ],
  ],
  [
    "home-sections.spec.ts › the home page fetches no section's books until a visitor asks",
    [
      browser(
        "home.spec.ts",
        "Show all, pressed from the keyboard, reveals the rest of a section, loaded only then, and takes the focus to the first of them",
      ),
    ],
  ],
  [
    "home-sections.spec.ts › when a section's books cannot be loaded, it says so, and pressing again loads them",
    [
      browser(
        "home.spec.ts",
        "when a section's books cannot be loaded, it says so, and pressing again loads them",
      ),
      component(
        "home/book-section.test.tsx",
        "when the section's books cannot be loaded it says so, and pressing again loads them",
      ),
    ],
  ],
  [
    "home-sections.spec.ts › the header's Fiction is a menu of series, a plain link without series, or absent",
    [frame("the Fiction menu lists all fiction and every listed series")],
  ],

  // home.spec.ts
  [
    "home.spec.ts › the home page has the spec's sections in order, those with something to show",
    [home("the home page has the spec's sections in order, those with something to show")],
  ],
  [
    "home.spec.ts › featured books are the featured category, newest first, with no filters",
    [home("featured books are the featured category, newest first, with no filters")],
  ],
  [
    "home.spec.ts › the news shows the newest items, newest first, each linking out",
    [home("the news shows the newest items, newest first, each linking out with its date")],
  ],
  [
    "home.spec.ts › about me shows the portrait and biography",
    [home("about me shows the portrait and the biography's first words")],
  ],
  [
    "home.spec.ts › the trailers section shows the four newest and links to all",
    [
      home("the trailers section shows the newest, captioned, and links to all"),
      moving("See all trailers leads to the trailers page, its head the one prerendered"),
    ],
  ],
  [
    /^home\.spec\.ts › the (fiction|nonfiction|singles) section lists its books newest first, its first rows at first$/,
    [home("the * section lists its books newest first, its first rows, and its own filters")],
  ],
  [
    "home.spec.ts › choosing a filter narrows the covers and resets the other list",
    [
      component(
        "home/book-section.test.tsx",
        "choosing a filter narrows the covers and resets the other list",
      ),
    ],
  ],
  [
    "home.spec.ts › each section offers only the categories and series of its genre",
    [
      component(
        "home/book-section.test.tsx",
        "each section offers only the categories and series of its genre",
      ),
      home("the * section lists its books newest first, its first rows, and its own filters"),
    ],
  ],
  [
    "home.spec.ts › covers of books still to come on the visitor's day carry a ribbon",
    [
      browser("home.spec.ts", "covers of books still to come on the visitor's day carry a ribbon"),
      home("covers of books still to come on the build day carry a ribbon; others none"),
    ],
  ],

  // hydration.spec.ts
  [
    /^hydration\.spec\.ts › hydrating .* logs nothing and draws nothing again$/,
    [
      pageType("hydration adopts the prerendered page and keeps its one stylesheet"),
      pageType("nothing in the console, nothing against the policy"),
    ],
  ],
  [
    "hydration.spec.ts › moving around inside the app logs nothing",
    [moving("one stylesheet throughout, and nothing in the console")],
  ],
  [
    "hydration.spec.ts › after client-side navigation the head is the one prerendered for the new page",
    [
      moving("the Fiction menu leads to a series, whose head is the one prerendered for it"),
      moving("See all trailers leads to the trailers page, its head the one prerendered"),
    ],
  ],
  [
    "hydration.spec.ts › the search page has its title and noindex before and after its results",
    [
      built(
        "every-page.test.ts",
        "the search page is titled Search and not indexed before any query",
      ),
      moving("the navbar search leads to the results; Return to Home and Back lead back"),
    ],
  ],

  // layout.spec.ts
  [
    /^layout\.spec\.ts › at (375|768|1280) px › .* fits the screen and draws every image from a file large enough$/,
    [
      pageType("it fits a desktop's screen, the portrait beside the biography"),
      pageType("it fits at * px, the portrait beside the biography from 768 px"),
    ],
  ],
  [
    /^layout\.spec\.ts › at (768|1280) px the author's portrait sits beside the biography, at most a third as wide$/,
    [
      pageType("it fits a desktop's screen, the portrait beside the biography"),
      pageType("it fits at * px, the portrait beside the biography from 768 px"),
    ],
  ],

  // navigation.spec.ts
  [
    "navigation.spec.ts › section links lead to the home page's anchors from any page and scroll there",
    [
      frame(
        "section links lead to the home page's anchors, and only to sections with something to show",
      ),
      browser(
        "navigation.spec.ts",
        "the menu's section links lead to the home page's anchors and scroll there",
      ),
    ],
  ],
  [
    "navigation.spec.ts › the blog link opens the configured blog in a new tab",
    [frame("the blog link opens the configured blog in a new tab")],
  ],
  [
    /^navigation\.spec\.ts › the Fiction dropdown (opens by click and lists all fiction and every series|works by keyboard and closes on navigation)$/,
    [
      browser(
        "navigation.spec.ts",
        "the Fiction dropdown opens by click and keyboard, closes outside, on Escape and on navigation",
      ),
      frame("the Fiction menu lists all fiction and every listed series"),
    ],
  ],
  [
    "navigation.spec.ts › searching from the navbar goes to /search/{query}; a blank search does nothing",
    [
      browser(
        "navigation.spec.ts",
        "searching from the navbar goes to /search/{query}, trimmed; a blank search does nothing",
      ),
    ],
  ],
  [
    "navigation.spec.ts › the footer links the social profiles in new tabs and shows the current year",
    [
      frame("the footer links the social profiles in new tabs"),
      browser("navigation.spec.ts", "the footer shows the visitor's current year"),
    ],
  ],
  [
    "navigation.spec.ts › navigation to another page scrolls to the top",
    [
      moving(
        "a cover far down the page opens its book at the top, the heading focused and announced",
      ),
    ],
  ],
  [
    "navigation.spec.ts › an address with a hash opens the page at that heading",
    [browser("navigation.spec.ts", "an address with a hash opens the page at that heading")],
  ],
  [
    /^navigation\.spec\.ts › on a phone › (the menu collapses behind a toggle, and a search closes it|the home filters are hidden; the first rows show, and Show all the rest)$/,
    [
      browser(
        "navigation.spec.ts",
        "on a phone › the home filters are hidden and Show all shows the rest; the menu folds behind a toggle, and a search closes it",
      ),
    ],
  ],

  // page-types.spec.ts
  [
    /^page-types\.spec\.ts › .* answers \d+ with its heading, no console error, nothing for axe$/,
    [
      pageType("answers *, with one h1"),
      pageType("axe finds nothing"),
      pageType("nothing in the console, nothing against the policy"),
    ],
  ],

  // pages.spec.ts
  [
    /^pages\.spec\.ts › a book (page links to the store, the audiobook and the reviews in new tabs|without an audiobook has no audiobook button)$/,
    [book("links the store, the audiobook and the reviews in new tabs, as the content has them")],
  ],
  [
    "pages.spec.ts › a book page shows its trailer, keywords, series books and related books",
    [book("shows its trailer, keywords, more of its series and related books")],
  ],
  [
    /^pages\.spec\.ts › Go Back (returns to the previous page|on the first page visited goes home)$/,
    [
      browser(
        "navigation.spec.ts",
        "Go Back returns to the previous page, and on the first page visited goes home",
      ),
    ],
  ],
  [
    "pages.spec.ts › an unknown book or series shows Not Found, by address or in the app",
    [
      browser(
        "navigation.spec.ts",
        "an unknown book or series is Not Found, status 404, by address and in the app",
      ),
    ],
  ],
  [
    "pages.spec.ts › a series page lists each book's details with rules between, then the trailer and keywords",
    [series("lists each book's details with rules between, then the trailer and keywords")],
  ],
  [
    "pages.spec.ts › the trailers page shows every trailer, newest first, with captions",
    [trailersPage("shows every trailer, newest first, captioned, none of a hidden book")],
  ],
  [
    "pages.spec.ts › Not Found sits inside the site's header and footer with a way back",
    [
      built(
        "every-page.test.ts",
        "Not Found sits in the site's frame, with its title, a way back and a way home",
      ),
      browser(
        "navigation.spec.ts",
        "an unknown book or series is Not Found, status 404, by address and in the app",
      ),
    ],
  ],
  [
    "pages.spec.ts › an unexpected error shows the error page with its message inside the site's frame",
    [
      browser(
        "navigation.spec.ts",
        "an unexpected error shows the error page with its message inside the site's frame",
      ),
    ],
  ],

  // reader.spec.ts
  [
    /^reader\.spec\.ts › the Buy button goes to the visitor's own Amazon store › a browser in .* buys from the .* store$/,
    [
      unit("app/catalogue/stores.test.ts", "the first language with a region picks the store"),
      unit(
        "app/catalogue/stores.test.ts",
        "no region, or a region without a store of its own, is the US store",
      ),
      browser(
        "reader.spec.ts",
        "the Buy button goes to the visitor's own Amazon store › a browser in en-GB buys from the UK store, and the swap from the prerendered US link moves nothing",
      ),
      browser(
        "reader.spec.ts",
        "the Buy button goes to the visitor's own Amazon store › a browser in de-DE buys from the German store; the store picked is remembered across pages and visits",
      ),
    ],
  ],
  [
    "reader.spec.ts › the Buy button goes to the visitor's own Amazon store › the prerendered page links the US store, and the swap moves nothing",
    [
      book("links the store, the audiobook and the reviews in new tabs, as the content has them"),
      browser(
        "reader.spec.ts",
        "the Buy button goes to the visitor's own Amazon store › a browser in en-GB buys from the UK store, and the swap from the prerendered US link moves nothing",
      ),
    ],
  ],
  [
    "reader.spec.ts › the Buy button goes to the visitor's own Amazon store › the store picked is remembered across pages and visits",
    [
      browser(
        "reader.spec.ts",
        "the Buy button goes to the visitor's own Amazon store › a browser in de-DE buys from the German store; the store picked is remembered across pages and visits",
      ),
    ],
  ],
  [
    "reader.spec.ts › other stores are listed under More stores, and every store is an offer in the JSON-LD",
    [
      book("links the store, the audiobook and the reviews in new tabs, as the content has them"),
      book(
        "is a Book to search engines, praise never a rating; without editions, every store an offer",
      ),
    ],
  ],
  [
    /^reader\.spec\.ts › (a book in a series links the books before and after it by title|the first book of a series has no previous link|a book's next link passes over a hidden book after it)$/,
    [
      book("links the books before and after it in its series, passing over hidden ones"),
      browser(
        "navigation.spec.ts",
        "a book in a series links on to the next, which opens in the app",
      ),
    ],
  ],
  [
    "reader.spec.ts › a series page lists its books in reading order, each with its place, the first to start with",
    [series("gives each numbered book its place in reading order, the first to start with")],
  ],
  [
    "reader.spec.ts › 'Book N of {series}' shows under the title of a numbered book only",
    [book("has its title in the h1, its line under it, when it came out and its description")],
  ],
  [
    "reader.spec.ts › a box set shows the books it contains, outside the numbered order",
    [
      book("lists what a box set contains, by title, outside the reading order"),
      book("links the books before and after it in its series, passing over hidden ones"),
    ],
  ],
  [
    "reader.spec.ts › a sample chapter: its own page, found from the book, with reading time, the way back and Buy",
    [
      built(
        "books.test.ts",
        "/book/*/sample › is found from its book, with its title, reading time, the way back and Buy",
      ),
      browser(
        "reader.spec.ts",
        "a sample chapter is set at a comfortable measure, and leads back to its book",
      ),
    ],
  ],
  [
    "reader.spec.ts › praise is marked up as quotations with their source, and never as ratings",
    [
      book("shows its praise as quotations with their source"),
      book(
        "is a Book to search engines, praise never a rating; without editions, every store an offer",
      ),
    ],
  ],
  [
    "reader.spec.ts › book, series and home pages share as a large card: 1200×630, under 300 KiB, with alt text",
    [
      built(
        "events-and-feeds.test.ts",
        "book, series and home pages share as a large card: 1200×630, under 300 KiB, with alt text",
      ),
    ],
  ],

  // search.spec.ts
  [
    "search.spec.ts › search results highlight the matches, with Go Back and Return to Home",
    [
      component(
        "search/search-page.test.tsx",
        "results highlight the matches, with Go Back and Return to Home",
      ),
    ],
  ],
  [
    "search.spec.ts › a description match shows the words around it",
    [
      component(
        "search/search-page.test.tsx",
        "a description match shows the words around it, the phrase marked",
      ),
    ],
  ],
  [
    "search.spec.ts › a query with no matches says so",
    [
      component("search/search-page.test.tsx", "a query with no matches says so"),
      pageType("answers *, with one h1"),
    ],
  ],
  [
    "search.spec.ts › hidden books are never found",
    [component("search/search-page.test.tsx", "a hidden book is never found, even by its title")],
  ],
  [
    "search.spec.ts › hostile addresses render the results page as text",
    [
      browser("search.spec.ts", "hostile addresses render the results page as text"),
      component("search/search-page.test.tsx", "odd queries are shown as text in the heading"),
      component(
        "search/search-page.test.tsx",
        "a query with markup is shown as text, not added to the page",
      ),
    ],
  ],
  [
    "search.spec.ts › the page lists what the whole catalogue holds for a query, in the spec's order",
    [
      component(
        "search/search-page.test.tsx",
        "the page lists what a search of the whole catalogue finds, in the same order",
      ),
    ],
  ],
  [
    /^search\.spec\.ts › (the page fetches the parts of the index its query needs while the app's scripts load, each once|a part of the index that cannot be loaded says so, with a way to reload|the navbar search fetches the parts of the index while the visitor types)$/,
    ["tests/e2e/search.spec.ts › (the same title)"],
  ],

  // security.spec.ts
  [
    /^security\.spec\.ts › .*'s inline scripts run under its policy, with no violation$/,
    [
      everyPage("its policy allows its own inline scripts by hash, and nothing inline else"),
      pageType("nothing in the console, nothing against the policy"),
    ],
  ],
  [
    "security.spec.ts › the chat and the lightbox work within the policy",
    [
      browser(
        "widgets.spec.ts",
        "a trailer plays in the lightbox with the privacy-enhanced player, captioned; arrow keys move on; Escape gives the focus back",
      ),
      browser(
        "widgets.spec.ts",
        "the chat opens with the greeting and the focus in its box; its tabs move by arrow keys; a book it names opens; Escape gives the focus back",
      ),
    ],
  ],
  [
    "security.spec.ts › every new-tab link is noopener noreferrer",
    [everyPage("every new-tab link is noopener noreferrer")],
  ],

  // seo.spec.ts
  [
    "seo.spec.ts › the home page has its own title, description, canonical, cards and JSON-LD",
    [
      built(
        "events-and-feeds.test.ts",
        "the home page has its own title, description, canonical, cards and JSON-LD",
      ),
    ],
  ],
  [
    "seo.spec.ts › a book page is a Book with its share card as the card image",
    [
      book("has its own title, canonical address and share card"),
      book(
        "is a Book to search engines, praise never a rating; without editions, every store an offer",
      ),
    ],
  ],
  [
    "seo.spec.ts › an alias page points its canonical link at the book's own address",
    [built("books.test.ts", "the alias * shows its book, its canonical address the book's own")],
  ],
  [
    "seo.spec.ts › hidden book pages are noindex",
    [
      built(
        "every-page.test.ts",
        "pages for visitors with the address only are noindex; listed pages are not",
      ),
      book("has its own title, canonical address and share card"),
    ],
  ],
  [
    "seo.spec.ts › a series page is a BookSeries with its parts",
    [series("is a BookSeries with its parts, with its own title, address and feed")],
  ],
  [
    "seo.spec.ts › a series' feed is an Atom feed of its books, found from its page",
    [
      series("its feed is an Atom feed of its visible books, newest first"),
      series("is a BookSeries with its parts, with its own title, address and feed"),
    ],
  ],
  [
    "seo.spec.ts › the trailers and Not Found pages have their own titles",
    [
      trailersPage("shows every trailer, newest first, captioned, none of a hidden book"),
      built(
        "every-page.test.ts",
        "Not Found sits in the site's frame, with its title, a way back and a way home",
      ),
      built(
        "every-page.test.ts",
        "pages for visitors with the address only are noindex; listed pages are not",
      ),
    ],
  ],
  [
    "seo.spec.ts › sitemap.xml lists every visible book and page, and robots.txt points at it",
    [
      built(
        "events-and-feeds.test.ts",
        "sitemap.xml lists every visible book and page, and robots.txt points at it",
      ),
    ],
  ],
  [
    "seo.spec.ts › the Atom feed carries the news and new releases, and no hidden book",
    [
      built(
        "events-and-feeds.test.ts",
        "the Atom feed carries the news and new releases, and no hidden book",
      ),
    ],
  ],

  // shelf.spec.ts
  [
    /^shelf\.spec\.ts › (a book marked Read stays marked after a reload, and the menu gains the shelf|the toggles work by keyboard and say which is pressed)$/,
    [
      browser(
        "shelf.spec.ts",
        "a book's toggles work by keyboard; the mark stays after a reload, the menu gains the shelf, and nothing leaves the browser",
      ),
      component(
        "shelf/shelf-toggles.test.tsx",
        "a book's Read and Want to read toggles mark it, move it, and take it off",
      ),
    ],
  ],
  [
    "shelf.spec.ts › the covers in a grid carry the toggles too, each named for its book",
    [
      browser(
        "shelf.spec.ts",
        "the covers in a grid carry the toggles too, each named for its book, and agree with its page",
      ),
      component(
        "shelf/shelf-toggles.test.tsx",
        "each cover of a grid has the toggles, named for its book",
      ),
    ],
  ],
  [
    "shelf.spec.ts › the last cover on the page has its toggles when it is reached, by keyboard or by scrolling",
    [
      browser(
        "shelf.spec.ts",
        "the last cover on the page has its toggles when it is reached, by keyboard or by scrolling",
      ),
    ],
  ],
  [
    "shelf.spec.ts › Next for you moves on as the reader reads through a series",
    [
      browser(
        "shelf.spec.ts",
        "Next for you moves on as the reader reads through a series, on the shelf, the series page and home",
      ),
    ],
  ],
  [
    /^shelf\.spec\.ts › (the shelf goes to another device as a file; a file that is no shelf changes nothing|a book the catalogue no longer has drops off the shelf quietly)$/,
    ["tests/e2e/shelf.spec.ts › (the same title)"],
  ],
  [
    "shelf.spec.ts › without JavaScript › a book page has no toggles and no room kept for them",
    [
      book("has no shelf toggles before the app is there"),
      browser(
        "shelf.spec.ts",
        "without JavaScript › a book page keeps no room for the toggles it cannot have",
      ),
    ],
  ],

  // subscribe-providers.spec.ts
  [
    "subscribe-providers.spec.ts › the sample's form posts its service's fields to a new tab, and a bad address stays",
    [
      browser(
        "subscribe.spec.ts",
        "the sample's form posts its service's fields to a new tab, and a bad address stays",
      ),
    ],
  ],
  [
    /^subscribe-providers\.spec\.ts › each other service's form, without scripts › (buttondown|kit|mailerlite|mailchimp): the form posts its embed form's fields to it alone$/,
    [
      component(
        "subscribe/subscribe-form.test.tsx",
        "*: the form posts its embed form's fields to it alone, in a new tab",
      ),
      component(
        "subscribe/subscribe-form.test.tsx",
        "*: the page's policy lets forms post to the service and nowhere else",
      ),
    ],
  ],
  [
    "subscribe-providers.spec.ts › each other service's form, without scripts › buttondown: Tell me when it's out subscribes with the book's tag",
    [
      component(
        "subscribe/subscribe-form.test.tsx",
        "buttondown: Tell me when it's out subscribes with the book's tag",
      ),
    ],
  ],

  // widgets.spec.ts
  [
    /^widgets\.spec\.ts › (a trailer opens in the lightbox with the privacy-enhanced player, captioned|arrow keys move through the trailers in view)$/,
    [
      browser(
        "widgets.spec.ts",
        "a trailer plays in the lightbox with the privacy-enhanced player, captioned; arrow keys move on; Escape gives the focus back",
      ),
    ],
  ],
  [
    "widgets.spec.ts › a trailer given as a full link opens in a new tab instead",
    [
      trailersPage(
        "a video trailer is a button for the lightbox; one given as a full link opens a new tab",
      ),
    ],
  ],
  [
    /^widgets\.spec\.ts › (failed trailer images show their error texts|a script chunk that fails to load says so and offers a reload|web vitals load after the page and report to the console by default)$/,
    ["tests/e2e/widgets.spec.ts › (the same title)"],
  ],
  [
    "widgets.spec.ts › the chat opens with the greeting, closes with Escape and returns focus",
    [
      browser(
        "widgets.spec.ts",
        "the chat opens with the greeting and the focus in its box; its tabs move by arrow keys; a book it names opens; Escape gives the focus back",
      ),
      component(
        "chat/chat-panel.test.tsx",
        "the launcher opens the chat with the greeting, and Escape closes it and returns focus",
      ),
    ],
  ],
  [
    "widgets.spec.ts › the chat has Chat and Instant Answers tabs with seven questions",
    [
      component(
        "chat/chat-panel.test.tsx",
        "the Instant Answers tab lists the site's questions, and one pressed is answered in Chat",
      ),
      browser(
        "widgets.spec.ts",
        "the chat opens with the greeting and the focus in its box; its tabs move by arrow keys; a book it names opens; Escape gives the focus back",
        "arrow keys move between the tabs",
      ),
    ],
  ],
  [
    "widgets.spec.ts › a blank message is not sent, and a reply comes after 600 ms with a typing indicator",
    [
      component(
        "chat/chat-panel.test.tsx",
        "a blank message is not sent, and a reply comes after 600 ms with a typing indicator",
      ),
    ],
  ],
  [
    "widgets.spec.ts › keyword answers, the fallback, and a title match that links to its book",
    [
      component(
        "chat/chat-panel.test.tsx",
        "keyword questions are answered from the content, and anything else gets the fallback",
      ),
      component(
        "chat/chat-panel.test.tsx",
        "a book asked about by its title is answered with a link to its page",
      ),
      browser(
        "widgets.spec.ts",
        "the chat opens with the greeting and the focus in its box; its tabs move by arrow keys; a book it names opens; Escape gives the focus back",
        "a book the assistant names opens in the app",
      ),
    ],
  ],
  [
    "widgets.spec.ts › on the search page, web vitals load only once the results are shown",
    [
      browser(
        "widgets.spec.ts",
        "on the search page › web vitals load only once the results are shown",
      ),
    ],
  ],
];
