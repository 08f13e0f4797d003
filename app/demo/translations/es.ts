// Spanish (es-ES) for the demo catalogue. Data only; see types.ts.

import { phraseList } from "../words";
import type { DemoTranslation } from "./types";

export const ES: DemoTranslation = {
  genres: {
    28: "Acción",
    12: "Aventura",
    16: "Animación",
    35: "Comedia",
    80: "Crimen",
    99: "Documental",
    18: "Drama",
    10751: "Familia",
    14: "Fantasía",
    36: "Historia",
    27: "Terror",
    10402: "Música",
    9648: "Misterio",
    10749: "Romance",
    878: "Ciencia ficción",
    10770: "Película de TV",
    53: "Suspense",
    10752: "Bélica",
    37: "Western",
    10759: "Acción y aventura",
    10762: "Infantil",
    10763: "Noticias",
    10764: "Telerrealidad",
    10765: "Ciencia ficción y fantasía",
    10766: "Telenovela",
    10767: "Entrevistas",
    10768: "Guerra y política",
  },
  title: {
    heads: phraseList(`
      El faro | La tormenta | El jardín | La frontera | El puerto | La heredera | El ladrón | La isla |
      El espejo | La promesa | El reino | La travesía | El cazador | La viuda | El guardián | La sombra |
      El silencio | La carta | El río | La corona | El lobo | La luna | El fuego | La noche | El secreto |
      La estrella | El violinista | La bailarina | El forastero | La memoria
    `),
    tails: phraseList(`
      de medianoche | del norte | sin nombre | de cristal | en Lisboa | de plata | del desierto | al amanecer |
      de las mareas | del olvido | en Sevilla | de hierro | bajo la lluvia | de los lobos | en la niebla |
      del último verano | de invierno | sin retorno | de papel | entre dos mares | de Nápoles | en llamas |
      de los secretos | del fin del mundo
    `),
    patterns: ["{a} {x}", "{a} {x}", "{a} y {b}"],
    lowerInside: true,
  },
  overview: {
    protagonists: phraseList(`
      un detective caído en desgracia | una joven violinista | un abogado ambicioso | un mecánico de pueblo |
      una farera viuda | un novelista solitario | una hacker adolescente | un antiguo boxeador |
      una bióloga marina testaruda | un padre en duelo | una chef con talento | un agente encubierto
    `),
    settings: phraseList(`
      En un pueblo costero en decadencia | En el Marsella de los años setenta | En pleno desierto de Mojave |
      A bordo de un carguero rumbo a Lagos | En un viejo palacio veneciano | Durante la última semana del verano |
      En un hotel de montaña aislado por la nieve | En una remota isla escocesa | En los callejones de Nápoles |
      En la Viena de posguerra
    `),
    incidents: phraseList(`
      descubre una carta que nadie debía encontrar | recibe el encargo de buscar a una heredera desaparecida |
      hereda un viñedo en ruinas y una vieja disputa familiar | presencia un crimen que nadie más cree |
      tropieza con una conspiración de hace décadas | tiene una última oportunidad de ganar el campeonato |
      se enamora de la persona a la que debía engañar | despierta sin recordar nada de la última semana |
      debe proteger a un testigo que sabe demasiado | encuentra una puerta que no debería existir |
      acepta un último trabajo | despierta las sospechas de un espía famoso
    `),
    turns: phraseList(`
      Pero cuando sale a la luz la verdad, las viejas lealtades empiezan a resquebrajarse. |
      Ahora, con el tiempo en contra, cada decisión tiene un precio. |
      Lo que empieza como un simple favor pronto se convierte en algo mucho más peligroso. |
      Nada del plan sobrevive a la primera noche. |
      Cuanto más avanza la búsqueda, más cerca de casa llega el peligro. |
      Cada respuesta plantea una pregunta más difícil.
    `),
    closings: phraseList(`
      Una historia sobre la familia, el perdón y lo que nunca nos decimos. |
      Inspirada en una improbable historia real. |
      La amistad será puesta a prueba, y la verdad también. |
      Ganar nunca fue lo importante.
    `),
    sentence: "{setting}, {protagonist} {incident}.",
  },
  seriesTurns: phraseList(`
    Temporada tras temporada, las alianzas cambian y los secretos salen a flote. |
    Cada episodio levanta otra capa del pasado del pueblo. |
    Nadie es quien parece, y menos aún los vecinos. |
    Cada caso acerca al equipo al único que no pueden resolver. |
    El negocio familiar nunca ha sido tan rentable, ni tan peligroso.
  `),
  taglines: phraseList(`
    Hay puertas que es mejor no abrir. | Toda leyenda tiene un comienzo. | La verdad es más profunda. |
    Nadie sale igual. | Una noche. Una oportunidad. | El amor nunca formó parte del plan. |
    El pasado nunca termina. | No confíes en nadie. | La esperanza es peligrosa. |
    El final es solo el principio. | Nada permanece enterrado para siempre. | El valor es contagioso.
  `),
  season: "Temporada {n}",
  specials: "Especiales",
  episode: "Episodio {n}",
  pilot: "Piloto",
  episodeTitles: phraseList(`
    La larga despedida | El regreso | Marea baja | La oferta | Cenizas | Turno de noche | El visitante |
    Punto de ruptura | El libro de cuentas | Segundas oportunidades | Última ronda | La tormenta |
    Aguas abiertas | Negocio familiar | La travesía | Ajuste de cuentas
  `),
  actions: phraseList(`
    se enfrenta a un viejo rival | descubre un libro de cuentas oculto | hace un trato peligroso |
    vuelve a casa después de años | sigue una pista hasta el puerto | organiza una fiesta que sale mal |
    oculta un secreto a los demás | por fin dice la verdad | acepta un trabajo inesperado |
    planea una huida arriesgada
  `),
  sentenceGap: " ",
  episodeSentence: "{name} {action}.",
  meanwhile: "Mientras tanto, {name} {action}.",
};
