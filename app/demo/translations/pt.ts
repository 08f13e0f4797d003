// Brazilian Portuguese (pt-BR) for the demo catalogue. Data only; see types.ts.

import { phraseList } from "../words";
import type { DemoTranslation } from "./types";

export const PT: DemoTranslation = {
  genres: {
    28: "Ação",
    12: "Aventura",
    16: "Animação",
    35: "Comédia",
    80: "Crime",
    99: "Documentário",
    18: "Drama",
    10751: "Família",
    14: "Fantasia",
    36: "História",
    27: "Terror",
    10402: "Música",
    9648: "Mistério",
    10749: "Romance",
    878: "Ficção científica",
    10770: "Cinema TV",
    53: "Thriller",
    10752: "Guerra",
    37: "Faroeste",
    10759: "Ação e aventura",
    10762: "Infantil",
    10763: "Notícias",
    10764: "Reality",
    10765: "Ficção científica e fantasia",
    10766: "Novela",
    10767: "Talk show",
    10768: "Guerra e política",
  },
  title: {
    heads: phraseList(`
      O Farol | A Tempestade | O Jardim | A Fronteira | O Porto | A Herdeira | O Ladrão | A Ilha | O Espelho |
      A Promessa | O Reino | A Travessia | O Caçador | A Viúva | O Guardião | A Sombra | O Silêncio | A Carta |
      O Rio | A Coroa | O Lobo | A Lua | O Fogo | A Noite | O Segredo | A Estrela | O Violinista | A Bailarina |
      O Forasteiro | A Memória
    `),
    tails: phraseList(`
      da Meia-Noite | do Norte | sem Nome | de Vidro | em Lisboa | de Prata | do Deserto | ao Amanhecer |
      das Marés | do Esquecimento | em Sevilha | de Ferro | sob a Chuva | dos Lobos | na Neblina |
      do Último Verão | de Inverno | sem Volta | de Papel | entre Dois Mares | de Nápoles | em Chamas |
      dos Segredos | do Fim do Mundo
    `),
    patterns: ["{a} {x}", "{a} {x}", "{a} e {b}"],
    lowerInside: true,
  },
  overview: {
    protagonists: phraseList(`
      um detetive desacreditado | uma jovem violinista | um advogado ambicioso | um mecânico do interior |
      uma faroleira viúva | um romancista recluso | uma hacker adolescente | um ex-boxeador |
      uma bióloga marinha teimosa | um pai de luto | uma chef talentosa | um agente disfarçado
    `),
    settings: phraseList(`
      Em uma cidade litorânea decadente | Na Marselha dos anos 1970 | No meio do deserto de Mojave |
      A bordo de um cargueiro rumo a Lagos | Em um velho palácio veneziano | Na última semana do verão |
      Em um hotel na montanha isolado pela neve | Em uma ilha remota da Escócia | Nas vielas de Nápoles |
      Na Viena do pós-guerra
    `),
    incidents: phraseList(`
      descobre uma carta que nunca deveria ter sido encontrada | recebe a missão de achar uma herdeira desaparecida |
      herda um vinhedo falido e uma velha briga de família | testemunha um crime em que ninguém acredita |
      esbarra em uma conspiração de décadas | tem uma última chance de ganhar o campeonato |
      se apaixona pela pessoa que deveria enganar | acorda sem nenhuma lembrança da última semana |
      precisa proteger uma testemunha que sabe demais | encontra uma porta que não deveria existir |
      aceita um último trabalho | desperta a suspeita de um espião famoso
    `),
    turns: phraseList(`
      Mas, quando a verdade vem à tona, antigas lealdades começam a ruir. |
      Agora, com o tempo se esgotando, cada escolha tem um preço. |
      O que começa como um simples favor logo se torna algo muito mais perigoso. |
      Nada do plano sobrevive à primeira noite. |
      Quanto mais a busca avança, mais perto de casa o perigo chega. |
      Cada resposta só traz uma pergunta mais difícil.
    `),
    closings: phraseList(`
      Uma história sobre família, perdão e o que deixamos de dizer. |
      Inspirado em uma improvável história real. |
      A amizade será posta à prova, e a verdade também. |
      Vencer nunca foi o mais importante.
    `),
    sentence: "{setting}, {protagonist} {incident}.",
  },
  seriesTurns: phraseList(`
    Temporada após temporada, alianças mudam e segredos vêm à tona. |
    Cada episódio revela mais uma camada do passado da cidade. |
    Ninguém é quem parece ser, muito menos os vizinhos. |
    Cada caso aproxima a equipe daquele que ela não consegue resolver. |
    O negócio da família nunca foi tão lucrativo, nem tão perigoso.
  `),
  taglines: phraseList(`
    Algumas portas devem continuar fechadas. | Toda lenda tem um começo. | A verdade é mais profunda. |
    Ninguém sai igual. | Uma noite. Uma chance. | O amor nunca fez parte do plano. |
    O passado nunca termina. | Não confie em ninguém. | A esperança é perigosa. |
    O fim é só o começo. | Nada fica enterrado para sempre. | A coragem é contagiante.
  `),
  season: "Temporada {n}",
  specials: "Especiais",
  episode: "Episódio {n}",
  pilot: "Piloto",
  episodeTitles: phraseList(`
    O Longo Adeus | A Volta | Maré Baixa | A Oferta | Cinzas | Plantão Noturno | O Visitante |
    Ponto de Ruptura | O Livro-Caixa | Segundas Chances | Última Rodada | A Tempestade | Mar Aberto |
    Negócios de Família | A Travessia | Acerto de Contas
  `),
  actions: phraseList(`
    enfrenta um velho rival | descobre um livro-caixa escondido | faz um acordo perigoso |
    volta para casa depois de anos | segue uma pista até o porto | dá uma festa que sai do controle |
    esconde um segredo dos outros | finalmente conta a verdade | aceita um emprego inesperado |
    planeja uma fuga ousada
  `),
  sentenceGap: " ",
  episodeSentence: "{name} {action}.",
  meanwhile: "Enquanto isso, {name} {action}.",
};
