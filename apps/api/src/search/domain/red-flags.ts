import { normaliseText } from '@otc/safety-engine';

export interface RedFlag {
  code: string;
  message: string;
}

const CALL_911 = 'Call 911 or go to the nearest emergency department now. Do not wait to see if it passes.';

interface RedFlagRule extends RedFlag {
  /** Matched against the lower-cased words of the query, separated by single spaces. */
  patterns: RegExp[];
}

// Emergencies that no OTC medicine should be offered for in silence. Matched whatever else the text says,
// negated or not: a false alarm costs a moment, a missed one can cost a life.
const RULES: RedFlagRule[] = [
  {
    code: 'chest-pain',
    message: `Chest pain, pressure or tightness, especially if it spreads to the arm, jaw, neck or back or comes with sweating or breathlessness, can be a heart attack. ${CALL_911}`,
    patterns: [
      /\bchest (pain|pains|pressure|tightness|tight|hurts|hurting|ache|squeez\w*|crush\w*|heavy|heaviness)\b/,
      /\b(crushing|squeezing|tight|heavy) chest\b/,
      /\bheart attack\b/,
      /\b(pain|pressure|tightness|heaviness|squeezing) (in|on) (my |the )?chest\b/,
    ],
  },
  {
    code: 'stroke',
    message: `Face drooping, arm or leg weakness or numbness on one side, slurred speech, sudden confusion or sudden loss of vision are signs of a stroke. Note the time they started. ${CALL_911}`,
    patterns: [
      /\b(face|mouth|smile) (is )?(droop\w*|drooping|lopsided|uneven)\b/,
      /\bdroop\w* (face|mouth|eyelid)\b/,
      /\bslurr\w* (speech|words|talking)\b/,
      /\b(speech|words) (is |are )?slurr\w*\b/,
      /\b(cant|cannot|can not) (speak|talk|get words out)\b/,
      /\b(numb|numbness|weak|weakness|paralys\w*) (in |on )?(one|the left|the right|left|right) (side|arm|leg)\b/,
      /\bone side of my (face|body)\b/,
      /\bstroke\b/,
      /\bsudden (confusion|vision loss|loss of vision|blindness|numbness|weakness)\b/,
    ],
  },
  {
    code: 'breathing',
    message: `Severe trouble breathing is an emergency. ${CALL_911}`,
    patterns: [
      /\b(cant|cannot|can not|unable to|struggling to|hard to|hardly) (breathe|breath|catch my breath)\b/,
      /\b(severe|serious|extreme) (shortness of breath|breathlessness|difficulty breathing|trouble breathing)\b/,
      /\bgasping( for (air|breath))?\b/,
      /\bchoking\b/,
    ],
  },
  {
    code: 'blue-lips',
    message: `Blue or grey lips, face or fingertips mean the body is short of oxygen. ${CALL_911}`,
    patterns: [
      /\b(lips|face|fingers|fingertips|skin) ((are|is|turning|turned|going|look|looks|looking) )*(blue|bluish|grey|gray)\b/,
      /\bblue (lips|face|fingertips)\b/,
      /\bcyanosis\b/,
    ],
  },
  {
    code: 'anaphylaxis',
    message: `Swelling of the lips, tongue or throat, trouble breathing or swallowing, or feeling faint after a sting, food or medicine can be anaphylaxis. Use an epinephrine auto-injector if you have one. ${CALL_911}`,
    patterns: [
      /\banaphyla\w*\b/,
      /\b(throat|airway) (is )?(closing|swelling|swollen|tight)\b/,
      /\b(tongue|lips|lip|face|mouth) (is |are )?(swelling|swollen|swelled)\b/,
      /\bswollen (tongue|lips|throat)\b/,
      /\bsevere allergic reaction\b/,
    ],
  },
  {
    code: 'suicide-self-harm',
    message:
      'If you are thinking about suicide or hurting yourself, you are not alone and help is available now: call or text 988 (Suicide and Crisis Lifeline, any time). If you are in immediate danger, call 911.',
    patterns: [
      /\bsuicid\w*\b/,
      /\bkill(ing)? myself\b/,
      /\bend(ing)? (my|it all|my own) li(fe|ves)\b/,
      /\bend it all\b/,
      /\b(want|wanted|wanting) to die\b/,
      /\bself ?harm\w*\b/,
      /\b(hurt|hurting|harm|harming|cut|cutting) myself\b/,
      /\b(dont|do not) want to (live|be alive|wake up)\b/,
      /\bno reason to live\b/,
      /\boverdos\w*\b/,
    ],
  },
  {
    code: 'bleeding',
    message: `Blood in vomit or stool, black tarry stool, or vomit that looks like coffee grounds can mean bleeding inside the gut. ${CALL_911}`,
    patterns: [
      /\b(vomit\w*|throwing up|threw up|puking|coughing up|spitting up) (up )?blood\b/,
      /\bblood(y)? (in (my |the )?)?(vomit|stool|stools|poop|poo|diarrhea)\b/,
      /\b(stool|stools|poop|poo) (is |are |with )?(bloody|black|tarry|red)\b/,
      /\bblack (tarry )?(stool|stools|poop)\b/,
      /\bcoffee grounds?\b/,
      /\b(rectal bleeding|bleeding from (my )?(bottom|rectum|back passage))\b/,
    ],
  },
  {
    code: 'worst-headache',
    message: `A sudden, severe headache, the worst of your life, or one that comes with a stiff neck, fever, confusion or after a head injury, can be bleeding in the brain or meningitis. ${CALL_911}`,
    patterns: [
      /\bworst headache\b/,
      /\bthunderclap\b/,
      /\bsudden (severe|extreme|intense|explosive) (headache|head pain)\b/,
      /\bstiff neck\b.*\b(fever|headache)\b|\b(fever|headache)\b.*\bstiff neck\b/,
      /\bhead (injury|trauma)\b/,
      /\bhit my head\b/,
    ],
  },
  {
    code: 'infant-fever',
    message:
      'A fever (100.4 °F / 38 °C or higher) in a baby under 3 months needs a doctor right away, day or night: call your pediatrician now or go to the emergency department. Do not give medicine without a doctor’s advice.',
    patterns: [
      /\b(infant|newborn|baby|babies|neonate)\b.*\b(fever|temperature|feverish|hot)\b/,
      /\b(fever|temperature|feverish)\b.*\b(infant|newborn|baby|babies|neonate)\b/,
      /\b\d+ (day|days|week|weeks|month|months) old\b.*\b(fever|temperature|feverish)\b/,
      /\b(fever|temperature|feverish)\b.*\b\d+ (day|days|week|weeks|month|months) old\b/,
    ],
  },
  {
    code: 'seizure-unconscious',
    message: `A seizure, fainting that does not quickly pass, or someone who cannot be woken is an emergency. ${CALL_911}`,
    patterns: [
      /\bseizure\w*\b/,
      /\bconvuls\w*\b/,
      /\bunconscious\b/,
      /\b(wont|will not|cant|cannot) wake (up)?\b/,
      /\bpassed out\b/,
      /\bunresponsive\b/,
    ],
  },
  {
    code: 'poisoning',
    message:
      'If someone swallowed too much of a medicine or a household product, call Poison Control at 1-800-222-1222 now (free, any time); if they are unconscious, having a seizure or struggling to breathe, call 911.',
    patterns: [/\bpoison\w*\b/, /\b(swallowed|took|ate|drank) (too many|too much|a whole|the whole|a bottle)\b/],
  },
];

/** Every emergency the words describe, once each, in a fixed order. */
export function detectRedFlags(text: string): RedFlag[] {
  // Apostrophes go ("can't" -> "cant"); everything else becomes single spaces.
  const normalised = normaliseText(text);
  return RULES.filter((rule) => rule.patterns.some((p) => p.test(normalised))).map(({ code, message }) => ({
    code,
    message,
  }));
}
