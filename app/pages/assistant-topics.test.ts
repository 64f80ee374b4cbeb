import { expect, test } from "vitest";
import { normalize } from "./assistant-topics.ts";

test("a question is folded for case and accents as its language writes it", () => {
  expect(normalize("Gibt's das HÖRBUCH?", "de")).toBe("gibts das horbuch");
  expect(normalize("¿Dónde compro «El Año»?", "es")).toBe("donde compro el ano");
  // French elides with an apostrophe: two words, where English's "Jacob’s" is one.
  expect(normalize("Qu’est-ce que l’Auteur ÉCRIT ?", "fr")).toBe("qu est ce que l auteur ecrit");
  expect(normalize("Qu’est-ce que l’Auteur ÉCRIT ?", "en")).toBe("quest ce que lauteur ecrit");
  // Hebrew's points and its geresh are dropped, as readers leave them out.
  expect(normalize("צ׳אט עִם הַסּוֹפֶרֶת", "he")).toBe("צאט עם הסופרת");
});
