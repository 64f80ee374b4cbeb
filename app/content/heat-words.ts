import * as says from "~messages/heat";
import type { HeatLevel } from "./tropes.ts";

/**
 * The heat scale's words in the site's language: each level's name and what it means, as the
 * tropes page explains them and a book's page names its level. Apart from tropes.ts, whose
 * scale the schema checks a book's `heat:` against in plain Node, where no module of messages
 * resolves.
 */
const HEAT_WORDS: Record<HeatLevel, { label: () => string; explanation: () => string }> = {
  1: { label: says.closed_door, explanation: says.closed_door_explained },
  2: { label: says.fade_to_black, explanation: says.fade_to_black_explained },
  3: { label: says.open_door, explanation: says.open_door_explained },
  4: { label: says.steamy, explanation: says.steamy_explained },
  5: { label: says.explicit, explanation: says.explicit_explained },
};

/** A level's name: `Closed door`. */
export const heatLabel = (level: HeatLevel): string => HEAT_WORDS[level].label();

/** What a level means: `Several open-door scenes, in frank language.` */
export const heatExplanation = (level: HeatLevel): string => HEAT_WORDS[level].explanation();
