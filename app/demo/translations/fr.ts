// French (fr-FR) for the demo catalogue. Data only; see types.ts.

import { phraseList } from "../words";
import type { DemoTranslation } from "./types";

export const FR: DemoTranslation = {
  genres: {
    28: "Action",
    12: "Aventure",
    16: "Animation",
    35: "Comédie",
    80: "Crime",
    99: "Documentaire",
    18: "Drame",
    10751: "Familial",
    14: "Fantastique",
    36: "Histoire",
    27: "Horreur",
    10402: "Musique",
    9648: "Mystère",
    10749: "Romance",
    878: "Science-Fiction",
    10770: "Téléfilm",
    53: "Thriller",
    10752: "Guerre",
    37: "Western",
    10759: "Action et aventure",
    10762: "Enfants",
    10763: "Actualités",
    10764: "Téléréalité",
    10765: "Science-fiction et fantastique",
    10766: "Feuilleton",
    10767: "Talk-show",
    10768: "Guerre et politique",
  },
  title: {
    heads: phraseList(`
      Le Phare | La Tempête | Le Jardin | La Frontière | Le Port | L'Héritière | Le Voleur | L'Île |
      Le Miroir | La Promesse | Le Royaume | La Traversée | Le Chasseur | La Veuve | Le Gardien | L'Ombre |
      Le Silence | La Lettre | Le Fleuve | La Couronne | Le Loup | La Lune | Le Feu | La Nuit | Le Secret |
      L'Étoile | Le Violoniste | La Danseuse | L'Étranger | La Mémoire
    `),
    tails: phraseList(`
      de minuit | du Nord | sans nom | de verre | à Lisbonne | d'argent | du désert | à l'aube | des marées |
      de l'oubli | à Séville | de fer | sous la pluie | des loups | dans la brume | du dernier été | d'hiver |
      sans retour | de papier | entre deux mers | de Naples | en flammes | des secrets | du bout du monde
    `),
    patterns: ["{a} {x}", "{a} {x}", "{a} et {b}"],
    lowerInside: true,
  },
  overview: {
    protagonists: phraseList(`
      un inspecteur déchu | une jeune violoniste | un avocat ambitieux | un mécanicien de province |
      une gardienne de phare veuve | un romancier reclus | une adolescente hackeuse | un ancien boxeur |
      une biologiste marine obstinée | un père endeuillé | une cheffe douée | un agent infiltré
    `),
    settings: phraseList(`
      Dans une station balnéaire sur le déclin | Dans le Marseille des années 1970 |
      Au cœur du désert de Mojave | À bord d'un cargo en route pour Lagos | Dans un vieux palais vénitien |
      Pendant la dernière semaine de l'été | Dans un hôtel de montagne bloqué par la neige |
      Sur une île écossaise isolée | Dans les ruelles de Naples | Dans la Vienne d'après-guerre
    `),
    incidents: phraseList(`
      découvre une lettre qui n'aurait jamais dû être trouvée | doit retrouver une héritière disparue |
      hérite d'un vignoble en faillite et d'une vieille querelle de famille |
      est témoin d'un crime auquel personne ne croit | tombe sur une conspiration vieille de plusieurs décennies |
      a une dernière chance de remporter le championnat | s'éprend de la personne qu'il fallait tromper |
      se réveille sans aucun souvenir de la semaine passée | doit protéger un témoin qui en sait trop |
      trouve une porte qui ne devrait pas exister | accepte un dernier contrat | attire l'attention d'un célèbre espion
    `),
    turns: phraseList(`
      Mais à mesure que la vérité éclate, les vieilles loyautés se fissurent. |
      Désormais, le temps presse et chaque choix a un prix. |
      Ce qui commence comme un simple service devient vite bien plus dangereux. |
      Rien du plan ne survit à la première nuit. |
      Plus l'enquête avance, plus le danger se rapproche. |
      Chaque réponse soulève une question plus difficile.
    `),
    closings: phraseList(`
      Une histoire de famille, de pardon et de non-dits. |
      Inspiré d'une histoire vraie improbable. |
      L'amitié sera mise à l'épreuve, et la vérité aussi. |
      Gagner n'a jamais été l'essentiel.
    `),
    sentence: "{setting}, {protagonist} {incident}.",
  },
  seriesTurns: phraseList(`
    Saison après saison, les alliances changent et les secrets refont surface. |
    Chaque épisode lève le voile sur le passé de la ville. |
    Personne n'est vraiment celui qu'il paraît, surtout pas les voisins. |
    Chaque affaire rapproche l'équipe de celle qu'elle ne peut pas résoudre. |
    L'entreprise familiale n'a jamais été aussi rentable, ni aussi dangereuse.
  `),
  taglines: phraseList(`
    Certaines portes doivent rester fermées. | Chaque légende a un commencement. | La vérité est plus profonde. |
    Personne n'en sort indemne. | Une nuit. Une chance. | L'amour n'était pas prévu. |
    Le passé n'est jamais fini. | Ne faites confiance à personne. | L'espoir est une chose dangereuse. |
    La fin n'est que le début. | Rien ne reste enterré pour toujours. | Le courage est contagieux.
  `),
  season: "Saison {n}",
  specials: "Épisodes spéciaux",
  episode: "Épisode {n}",
  pilot: "Pilote",
  episodeTitles: phraseList(`
    Le Long Adieu | Le Retour | Marée basse | L'Offre | Cendres | Service de nuit | Le Visiteur |
    Point de rupture | Le Registre | Seconde chance | Dernière tournée | La Tempête | En pleine mer |
    Affaire de famille | La Traversée | L'Heure des comptes
  `),
  actions: phraseList(`
    affronte un vieux rival | découvre un registre caché | conclut un marché dangereux |
    revient après des années d'absence | suit une piste jusqu'aux docks | organise une fête qui tourne mal |
    cache un secret aux autres | dit enfin la vérité | accepte un emploi inattendu | prépare une évasion audacieuse
  `),
  sentenceGap: " ",
  episodeSentence: "{name} {action}.",
  meanwhile: "Pendant ce temps, {name} {action}.",
};
