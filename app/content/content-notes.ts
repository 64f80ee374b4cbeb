/**
 * Content notes: what a book contains that a reader may want to know before starting, in a
 * short vocabulary the site knows and explains, approved by the author, who may add their own
 * words beside a term or write a note of their own. Kept short and plain, as the warnings
 * readers meet at stores and on StoryGraph are; a term covers what the author shows or
 * dwells on, not what is only mentioned. Plain data, so that the page data that shows notes
 * reaches no schema code (the field's schema is app/schema/content-notes-schema.ts): pages get the labels
 * and explanations they show from their page data, never from this module in their script.
 * The labels and explanations here are English, the editor's and the assistant's; the site's
 * pages say them in the site's language (content-note-words.ts).
 */
export const CONTENT_NOTE_TERMS = {
  violence: {
    label: "Violence",
    explained: "People hurt on purpose, in fights, attacks or killings, shown on the page.",
    words: ["violence", "violent", "fighting", "fights", "blood", "bloody", "gore", "gory"],
  },
  war: {
    label: "War",
    explained: "Battles, their dead and wounded, and what war leaves behind.",
    words: ["war", "wars", "battle", "battles", "combat", "warfare"],
  },
  torture: {
    label: "Torture",
    explained: "Pain inflicted on purpose, to punish someone or to make them talk.",
    words: ["torture", "tortured", "torturing"],
  },
  death: {
    label: "Death of a loved one",
    explained: "Someone close to a main character dies.",
    words: ["death", "deaths", "dies", "die", "dying", "killed"],
  },
  grief: {
    label: "Grief",
    explained: "Mourning and loss, lived through at length.",
    words: ["grief", "grieving", "mourning", "bereavement", "loss"],
  },
  suicide: {
    label: "Suicide",
    explained: "A character takes, attempts or thinks of taking their own life.",
    words: ["suicide", "suicidal"],
  },
  "self-harm": {
    label: "Self-harm",
    explained: "A character hurts themselves on purpose.",
    words: ["self harm", "selfharm", "self injury", "cutting"],
  },
  "sexual-assault": {
    label: "Sexual assault",
    explained: "Sexual violence, rape included, shown or told.",
    words: ["sexual assault", "rape", "raped", "sexual violence", "sexual abuse"],
  },
  "child-abuse": {
    label: "Child abuse",
    explained: "A child harmed or neglected by the adults meant to care for them.",
    words: ["child abuse", "abused child", "abused children", "child neglect"],
  },
  "substance-abuse": {
    label: "Substance abuse",
    explained: "Addiction to, or misuse of, alcohol or drugs.",
    words: ["substance abuse", "drugs", "drug", "alcohol", "alcoholism", "addiction", "drinking"],
  },
  illness: {
    label: "Serious illness",
    explained: "A grave or lasting illness, or dying of one.",
    words: ["illness", "sickness", "disease", "cancer", "dementia"],
  },
  "animal-death": {
    label: "Animal death",
    explained: "An animal is hurt or dies.",
    words: ["animal death", "animals die", "animal dies", "dog dies", "pet dies", "animal cruelty"],
  },
  racism: {
    label: "Racism",
    explained: "Hatred, contempt or harm because of race or origin, in words or deeds.",
    words: ["racism", "racist", "racial hatred", "antisemitism"],
  },
  "religious-persecution": {
    label: "Religious persecution",
    explained: "People threatened, jailed or killed for their faith.",
    words: ["religious persecution", "persecution", "persecuted", "martyr", "martyrs", "martyrdom"],
  },
  "explicit-sex": {
    label: "Explicit sex",
    explained: "Sex described on the page, not only implied.",
    words: ["sex", "sexual content", "sex scenes", "explicit", "steamy", "spicy", "smut"],
  },
  "strong-language": {
    label: "Strong language",
    explained: "Swearing, cursing and slurs.",
    words: ["strong language", "bad language", "swearing", "swear words", "profanity", "cursing"],
  },
} as const satisfies Record<string, { label: string; explained: string; words: string[] }>;

export type ContentNoteTerm = keyof typeof CONTENT_NOTE_TERMS;

/** A book's content note as the schema reads it: a term, the author's words, or both. */
export type ContentNote = { term: ContentNoteTerm | null; note: string | null };
