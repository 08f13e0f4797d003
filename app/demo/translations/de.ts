// German (de-DE) for the demo catalogue. Data only; see types.ts. Overviews open with the setting and a
// colon, as German blurbs often do, so the sentence needs no inversion of subject and verb.

import { phraseList } from "../words";
import type { DemoTranslation } from "./types";

export const DE: DemoTranslation = {
  genres: {
    28: "Action",
    12: "Abenteuer",
    16: "Animation",
    35: "Komödie",
    80: "Krimi",
    99: "Dokumentarfilm",
    18: "Drama",
    10751: "Familie",
    14: "Fantasy",
    36: "Historie",
    27: "Horror",
    10402: "Musik",
    9648: "Mystery",
    10749: "Liebesfilm",
    878: "Science Fiction",
    10770: "TV-Film",
    53: "Thriller",
    10752: "Kriegsfilm",
    37: "Western",
    10759: "Action & Abenteuer",
    10762: "Kinder",
    10763: "Nachrichten",
    10764: "Reality-TV",
    10765: "Science-Fiction & Fantasy",
    10766: "Seifenoper",
    10767: "Talkshow",
    10768: "Krieg & Politik",
  },
  title: {
    heads: phraseList(`
      Der Leuchtturm | Der Sturm | Der Garten | Die Grenze | Der Hafen | Die Erbin | Der Dieb | Die Insel |
      Der Spiegel | Das Versprechen | Das Königreich | Die Überfahrt | Der Jäger | Die Witwe | Der Wächter |
      Der Schatten | Die Stille | Der Brief | Der Fluss | Die Krone | Der Wolf | Der Mond | Das Feuer |
      Die Nacht | Das Geheimnis | Der Stern | Die Geigerin | Die Tänzerin | Der Fremde | Die Erinnerung
    `),
    tails: phraseList(`
      um Mitternacht | aus dem Norden | ohne Namen | aus Glas | in Lissabon | aus Silber | der Wüste |
      im Morgengrauen | der Gezeiten | des Vergessens | in Sevilla | aus Eisen | im Regen | der Wölfe |
      im Nebel | des letzten Sommers | im Winter | ohne Wiederkehr | aus Papier | zwischen zwei Meeren |
      von Neapel | in Flammen | der Geheimnisse | am Ende der Welt
    `),
    patterns: ["{a} {x}", "{a} {x}", "{a} und {b}"],
    lowerInside: true,
  },
  overview: {
    protagonists: phraseList(`
      Ein in Ungnade gefallener Kommissar | Eine junge Geigerin | Ein ehrgeiziger Anwalt |
      Ein Kleinstadtmechaniker | Eine verwitwete Leuchtturmwärterin | Ein zurückgezogener Schriftsteller |
      Eine jugendliche Hackerin | Ein ehemaliger Boxer | Eine sture Meeresbiologin | Ein trauernder Vater |
      Eine begabte Köchin | Ein verdeckter Ermittler
    `),
    settings: phraseList(`
      Ein verblassender Badeort | Marseille in den 1970er-Jahren | Mitten in der Mojave-Wüste |
      Ein Frachter auf dem Weg nach Lagos | Ein verfallener venezianischer Palazzo |
      Die letzte Woche des Sommers | Ein eingeschneites Berghotel | Eine abgelegene schottische Insel |
      Die Gassen von Neapel | Wien nach dem Krieg
    `),
    incidents: phraseList(`
      entdeckt einen Brief, der nie gefunden werden sollte | soll eine verschwundene Erbin aufspüren |
      erbt ein marodes Weingut samt Familienfehde | wird Zeuge eines Verbrechens, das niemand glaubt |
      stößt auf eine jahrzehntealte Verschwörung | bekommt eine letzte Chance auf den Meistertitel |
      verliebt sich ausgerechnet in den Menschen, den es zu täuschen galt |
      erwacht ohne jede Erinnerung an die vergangene Woche | muss einen Zeugen schützen, der zu viel weiß |
      findet eine Tür, die es nicht geben dürfte | nimmt einen allerletzten Auftrag an |
      wird für einen berüchtigten Spion gehalten
    `),
    turns: phraseList(`
      Doch als die Wahrheit ans Licht kommt, beginnen alte Loyalitäten zu bröckeln. |
      Die Zeit läuft davon, und jede Entscheidung hat ihren Preis. |
      Was als kleiner Gefallen beginnt, wird schnell zu etwas weit Gefährlicherem. |
      Vom Plan bleibt schon nach der ersten Nacht nichts übrig. |
      Je tiefer die Suche führt, desto näher rückt die Gefahr. |
      Jede Antwort wirft nur eine schwierigere Frage auf.
    `),
    closings: phraseList(`
      Eine Geschichte über Familie, Vergebung und das Unausgesprochene. |
      Nach einer unglaublichen wahren Geschichte. |
      Die Freundschaft wird auf die Probe gestellt, und die Wahrheit auch. |
      Ums Gewinnen ging es nie.
    `),
    sentence: "{setting}: {protagonist} {incident}.",
  },
  seriesTurns: phraseList(`
    Staffel für Staffel verschieben sich Bündnisse und Geheimnisse kommen ans Licht. |
    Jede Folge legt eine weitere Schicht der Vergangenheit des Ortes frei. |
    Niemand ist, wer er zu sein scheint, am wenigsten die Nachbarn. |
    Jeder Fall bringt das Team dem einen näher, den es nicht lösen kann. |
    Das Familienunternehmen war nie so einträglich und nie so gefährlich.
  `),
  taglines: phraseList(`
    Manche Türen sollten verschlossen bleiben. | Jede Legende hat einen Anfang. | Die Wahrheit liegt tiefer. |
    Niemand bleibt, wie er war. | Eine Nacht. Eine Chance. | Liebe war nie geplant. |
    Die Vergangenheit ist nie vorbei. | Traue niemandem. | Hoffnung ist gefährlich. |
    Das Ende ist erst der Anfang. | Nichts bleibt für immer begraben. | Mut ist ansteckend.
  `),
  season: "Staffel {n}",
  specials: "Specials",
  episode: "Folge {n}",
  pilot: "Pilotfolge",
  episodeTitles: phraseList(`
    Der lange Abschied | Heimkehr | Ebbe | Das Angebot | Asche | Nachtschicht | Der Besucher | Bruchstelle |
    Das Kassenbuch | Zweite Chancen | Letzte Runde | Der Sturm | Offenes Meer | Familiensache | Die Überfahrt |
    Abrechnung
  `),
  actions: phraseList(`
    stellt sich einem alten Rivalen | entdeckt ein verstecktes Kassenbuch | lässt sich auf einen gefährlichen Handel ein |
    kehrt nach Jahren nach Hause zurück | folgt einer Spur bis zum Hafen | feiert eine Party, die aus dem Ruder läuft |
    verheimlicht den anderen etwas | sagt endlich die Wahrheit | nimmt einen unerwarteten Job an |
    plant eine gewagte Flucht
  `),
  sentenceGap: " ",
  episodeSentence: "{name} {action}.",
  meanwhile: "{name} dagegen {action}.",
};
