/**
 * The words generated catalogues are made of: names, places, title parts and the sentences
 * of their blurbs, in the register of the sample author's books (thrillers of faith and
 * politics, alternate history, Christian nonfiction).
 */

const words = (text: string) => text.trim().split(/\s+/);

export const FIRST_NAMES = words(`
  Caleb Miriam Elias Hannah Josiah Ruth Silas Naomi Gideon Lydia Tobias Abigail Ezra Clara
  Micah Evelyn Jonah Grace Levi Esther Nathaniel Leah Owen Priscilla Reuben Sarah Samuel
  Tessa Wade Vera Daniel Margaret Isaac Julia Marcus Ada Thomas Rebecca Victor Iris
`);

export const SURNAMES = words(`
  Calloway Whitaker Brennan Holloway Marsh Okafor Lindqvist Reyes Thornton Abernathy
  Castellano Pryce Hargrove Delacroix McKinnon Sato Winslow Beaumont Kessler Oduya Faulkner
  Navarro Ashby Rutherford Kowalski Shepherd Vance Ellery Montague Greer
`);

export const OCCUPATIONS = [
  "a county sheriff",
  "a Navy chaplain",
  "an analyst at the Federal Reserve",
  "a small-town pastor",
  "a retired Army ranger",
  "an investigative reporter",
  "a cryptographer",
  "a high-school history teacher",
  "an emergency-room nurse",
  "a cargo pilot",
  "a deputy U.S. marshal",
  "a Senate staffer",
  "a county archivist",
  "a wildfire lookout",
  "a public defender",
  "a seminary dropout",
  "a power-grid engineer",
  "a widowed rancher",
];

export const PLACES = [
  "eastern Tennessee",
  "the Texas Panhandle",
  "a fishing town on the Oregon coast",
  "Washington, D.C.",
  "the Montana high country",
  "Jerusalem's Old City",
  "a coal town in West Virginia",
  "the suburbs of Chicago",
  "Charleston",
  "the Arizona desert",
  "the Ozarks",
  "Philadelphia",
  "the Mississippi Delta",
  "a border town in New Mexico",
  "the Adirondacks",
  "Boston's North End",
];

/** What sets a story going: said of its hero, after "{name}, {occupation} in {place}, ". */
export const INCIDENTS = [
  "finds a ledger that was never meant to survive the fire",
  "is handed a sealed letter by a dying stranger",
  "notices the same unmarked van outside three churches in one week",
  "intercepts a message written in a code no one has used since 1944",
  "watches the power fail across six states in a single night",
  "is asked to sign an oath that no one will explain",
  "hears a sermon that turns out to be a warning",
  "discovers that the town's oldest family has kept a second set of records",
  "is the last person to see a federal judge alive",
  "receives a package postmarked eleven years ago",
  "recognizes a face in a news photograph that cannot possibly be there",
  "is ordered to forget what was found under the old mission",
];

/** What follows; `{name}` is the hero, `{ally}` and `{allyRole}` the person who helps. */
export const COMPLICATIONS = [
  "Within a week {name} is a fugitive, and the only person who believes the story is {ally}, {allyRole} with secrets of their own.",
  "The men who come asking questions carry federal badges. The questions they ask are not the ones a federal agent would ask.",
  "Every door {name} knocks on closes a little faster than the last, until {ally}, {allyRole}, opens one that should have stayed shut.",
  "What begins as a favor for a friend becomes a race against people who have planned for this day for thirty years.",
  "Help comes from {ally}, {allyRole} who has every reason to walk away, and a reason to stay that neither of them will say aloud.",
  "The deeper {name} digs, the clearer it becomes that the truth was buried on purpose, and that the people who buried it are still watching.",
];

/** The closing paragraph's description of a novel. */
export const NOVEL_KINDS = [
  "a fast, unsettling thriller",
  "a tense novel of suspense",
  "a story of faith under pressure",
  "a page-turning political thriller",
  "an alternate history that feels like tomorrow's news",
];

export const THEMES = [
  "courage when the rules change overnight",
  "the cost of telling the truth",
  "what a free people owe each other",
  "faith in a world that has stopped asking for it",
  "the quiet ways liberty is given away",
  "the families we choose when the old ones fail",
  "keeping watch when everyone else is asleep",
  "forgiveness that arrives too late and still matters",
];

export const TITLE_ADJECTIVES = words(`
  Silent Last Broken Hidden Burning Quiet Iron Narrow Final Distant Long Seventh Scarlet
  Forgotten Rising Winter Bitter Empty Northern Sleeping
`);

export const TITLE_NOUNS = words(`
  Watch Harvest Signal Ledger Lantern Threshold Verdict Tide Ember Vigil Frontier Meridian
  Crossing Fortress Witness Archive Reckoning Exile Sentinel Furnace Trumpet Jubilee
  Cornerstone Wilderness Horizon Beacon Mandate Oath Refuge Watchtower
`);

export const TITLE_OF = [
  "the Valley",
  "the North",
  "the Watchmen",
  "the River",
  "the Exiles",
  "Sorrows",
  "the Morning",
  "the Faithful",
  "Ashes",
  "the Twelve",
  "the Republic",
  "Small Hours",
];

export const SERIES_PATTERNS = [
  "The {noun} Chronicles",
  "The {adjective} Road",
  "The {surname} Files",
  "Sentinels of {of}",
  "The {adjective} Years",
  "Children of {of}",
];

export const NONFICTION_TOPICS: [string, string][] = [
  ["prayer in anxious times", "Praying Through the Headlines"],
  ["reading prophecy without fear", "A Field Guide to the Prophets"],
  ["self-government and the local church", "The Town Meeting and the Pew"],
  ["raising children in a surveillance age", "Parenting Behind the Screen"],
  ["the founders' faith and their doubts", "What the Founders Prayed"],
  ["keeping the Sabbath in a busy life", "Rest as Resistance"],
  ["how communities survive a crisis", "Neighbors at the End of the World"],
  ["the history of religious liberty", "Four Centuries of Conscience"],
];

export const KEYWORDS = [
  "surveillance",
  "small town",
  "conspiracy",
  "faith",
  "prophecy",
  "courtroom",
  "family secrets",
  "cold case",
  "underground church",
  "cyber attack",
  "election",
  "old letters",
  "revival",
  "exile",
  "codebreakers",
  "constitution",
  "frontier",
  "persecution",
  "redemption",
  "resistance",
  "hidden history",
  "pursuit",
  "courage",
  "last days",
];

/** Tropes for generated fiction: few, so that many books share each. */
export const TROPES = [
  "found family",
  "chosen one",
  "reluctant hero",
  "race against time",
  "enemies to allies",
  "slow burn",
  "second chance",
  "fish out of water",
  "secret identity",
  "mentor and student",
  "locked room",
  "unlikely allies",
  // Tropes in other scripts, as an author writing in Russian or German writes them: pages at
  // addresses of their letters (/tropes/тайная-любовь).
  "тайная любовь",
  "Straßenkind",
];

/** Content note terms generated fiction may carry (app/content/content-notes.ts). */
export const CONTENT_NOTE_TERMS = ["violence", "war", "grief", "death"];
