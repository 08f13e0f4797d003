// Sentence parts the demo catalogue assembles overviews, taglines, biographies and episode synopses from.
// Data only. Each protagonist reads as a singular subject and each incident as a present-tense predicate, so
// any combination is grammatical: "{Protagonist} {setting} {incident}. {turn} {closing}"

import { phraseList } from "./words";

export const PROTAGONISTS = phraseList(`
  a disgraced detective | a retired cartographer | a young violinist | an ambitious lawyer |
  a small-town mechanic | a widowed lighthouse keeper | a rookie paramedic | a reclusive novelist |
  an out-of-work stuntman | a teenage hacker | a burned-out schoolteacher | a former boxer |
  a stubborn marine biologist | an ageing jazz pianist | a grieving father | a fearless war correspondent |
  a newly elected mayor | a shy museum guard | a runaway bride | a gifted chef | an undercover agent |
  a struggling comedian | a ship's cook | a talented forger | a night-shift nurse | a disillusioned priest |
  a rodeo champion | a junior diplomat | a debt-ridden gambler | an astronaut on her last mission |
  a single mother of three | a hotel concierge | a tireless public defender | a bored heiress
`);

export const SETTINGS = phraseList(`
  in a fading seaside town | on the edge of the Arctic Circle | in 1970s Marseille | deep in the Mojave Desert |
  in a near-future megacity | aboard a cargo ship bound for Lagos | in a crumbling Venetian palazzo |
  during the last week of summer | in a snowed-in mountain hotel | on a remote Scottish island |
  in the backstreets of Naples | in a Texas border town | on the night shift of a city hospital |
  in post-war Vienna | at an exclusive boarding school | in a drowned coastal village |
  on the eve of a royal wedding | in a Kyoto tea house | during a record-breaking heatwave |
  in a sleepy Vermont village | at the bottom of the world
`);

export const INCIDENTS = phraseList(`
  discovers a letter that was never meant to be found | is hired to find a missing heiress |
  inherits a failing vineyard and a family feud to go with it | witnesses a crime nobody else believes happened |
  stumbles on a decades-old conspiracy | gets one last chance at the championship |
  falls for the one person they were sent to deceive | wakes up with no memory of the past week |
  must protect a witness who knows too much | finds a door that should not exist |
  agrees to one final job | is mistaken for a notorious spy | takes in a stranger during a storm |
  starts receiving messages from the future | enters a cooking contest to save the family restaurant |
  uncovers a smuggling ring hidden in plain sight | is forced to team up with an old rival |
  sets out to return a stolen painting | becomes the unlikely guardian of a runaway child
`);

export const TURNS = phraseList(`
  But as the truth surfaces, old loyalties begin to crack. |
  Now, with time running out, every choice carries a cost. |
  What begins as a simple favour soon spirals into something far more dangerous. |
  Along the way, some debts turn out to be impossible to repay. |
  Nothing about the plan survives the first night. |
  The deeper the search goes, the closer the danger comes to home. |
  Soon the whole town is taking sides. |
  Every answer only raises a harder question.
`);

export const CLOSINGS = phraseList(`
  A story about family, forgiveness and the things we leave unsaid. |
  Love, it turns out, is the hardest job of all. |
  Inspired by an unlikely true story. |
  Some secrets are worth keeping; this is not one of them. |
  Friendship will be tested, and so will the truth. |
  Winning was never the point.
`);

/** Genre-specific openings that replace the protagonist-and-incident sentence for a better fit. */
export const GENRE_OPENINGS: Readonly<Record<number, readonly string[]>> = {
  99: phraseList(`
    This documentary follows a team of volcanologists racing to predict an eruption. |
    An intimate portrait of a family-run circus on its final tour. |
    Filmmakers spend a year inside the busiest emergency room in the city. |
    The untold story of the engineers who kept a failing space probe alive. |
    A look at the musicians who shaped a forgotten decade of dance music.
  `),
  16: phraseList(`
    A curious young fox sets off to find the edge of the map. |
    A clumsy cleaning robot dreams of becoming a star chef. |
    When the moon goes missing, a brave little lighthouse must light the way. |
    Two sibling dragons accidentally swap their powers on the eve of the great festival. |
    A shy cloud who cannot rain teams up with a stubborn sunflower.
  `),
  27: phraseList(`
    A family moves into a farmhouse where the previous owners never left. |
    A late-night radio host takes a call from someone who died years ago. |
    Six friends rent a cabin and find a camera full of photos they do not remember taking. |
    Something in the lake has been waiting for the summer visitors to return.
  `),
  878: phraseList(`
    In 2189, a salvage crew picks up a signal from a ship that vanished a century ago. |
    A physicist finds a way to send messages one day into the past. |
    On a terraformed moon, the first child born there begins to hear the planet speak. |
    A colony ship wakes its crew three hundred years too early.
  `),
};

export const TAGLINES = phraseList(`
  Some doors should stay closed. | Every legend has a beginning. | The truth runs deeper. |
  No one leaves unchanged. | Home is where the danger is. | One night. One chance. | Love was never the plan. |
  The past is never finished. | Run. Hide. Remember. | Fortune favours the reckless. |
  The tide always returns. | Every family has its secrets. | Trust no one. Not even yourself. |
  Some promises are meant to be broken. | Hope is a dangerous thing. | The end is just the beginning. |
  Listen closely. | Nothing stays buried forever. | Where the road ends, the story begins. |
  Heroes are made, not born. | It's never too late for a second act. | Keep your friends close. |
  The stars are watching. | Courage is contagious. | Laugh now. Cry later.
`);

export const SERIES_TURNS = phraseList(`
  Season after season, alliances shift and secrets surface. |
  Each episode peels back another layer of the town's past. |
  Nobody is quite who they seem, least of all the neighbours. |
  Every case brings the team closer to the one they cannot solve. |
  The family business has never been more profitable, or more dangerous.
`);

export const EPISODE_ACTIONS = phraseList(`
  confronts an old rival | uncovers a hidden ledger | makes a dangerous deal | returns home after years away |
  is forced to choose between duty and family | follows a lead to the docks | throws a party that goes wrong |
  hides a secret from the others | finally tells the truth | takes an unexpected job | gets stranded in a storm |
  plans a daring escape | meets a stranger with a familiar face | loses everything in a single night |
  tries to make amends | is offered a tempting promotion
`);

export const EPISODE_TITLES = phraseList(`
  Pilot | The Long Goodbye | Homecoming | Low Tide | The Offer | Cold Open | Ashes | Night Shift | The Visitor |
  Breaking Point | Fault Lines | The Ledger | Smoke and Mirrors | Second Chances | Last Call | The Storm |
  Open Water | Family Business | Deadweight | The Crossing | Blind Spot | Paper Trail | Sea Change | Reckoning |
  Loose Ends | The Return | Crossroads | Undertow | Full Circle | The Quiet Part | Old Wounds | Fireworks |
  The Bargain | Dead Air | Safe Harbor | Starlight | First Light | Endgame | Checkmate | Lovesick
`);
