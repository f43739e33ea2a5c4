import type { Block } from "./demo-markup.ts";
import type { Picture } from "./demo-svg.ts";

export type DemoCommunity = {
  name: string;
  acronym: string;
  about: string;
  colors: [string, string];
  members: string[];
};

export const COMMUNITIES: DemoCommunity[] = [
  {
    name: "Computer Science Hub",
    acronym: "CSH",
    colors: ["#1e3a8a", "#0ea5e9"],
    about:
      "A home for students who write code, or want to. We share programming help, project ideas and internship leads. Beginners are welcome: no question is too small here.",
    members: [
      "adaeze",
      "chinedu_eze",
      "seun_ogunleye",
      "tunde_bakare",
      "emeka_obi",
      "blessing_etim",
      "ibrahim_musa",
      "funmi_adeyemi",
    ],
  },
  {
    name: "Scholarship & Grants Network",
    acronym: "SGN",
    colors: ["#14532d", "#22c55e"],
    about:
      "Deadlines, application tips and honest reviews of scholarships open to Nigerian undergraduates. Members post openings as soon as they see them and help each other with essays.",
    members: ["funmi_adeyemi", "adaeze", "zainab_abdullahi", "ngozi_nwosu", "kelechi_ibe", "tope_alabi", "yusuf_garba"],
  },
  {
    name: "Engineering Students Forum",
    acronym: "ESF",
    colors: ["#7c2d12", "#f97316"],
    about:
      "Mechanical, electrical, civil, petroleum and everything in between. Talk about SIWES placements, lab reports, design projects and the tools you actually need.",
    members: ["tunde_bakare", "ibrahim_musa", "kelechi_ibe", "yusuf_garba", "chinedu_eze", "emeka_obi"],
  },
  {
    name: "Medical & Health Sciences Circle",
    acronym: "MHSC",
    colors: ["#831843", "#ec4899"],
    about:
      "For students of medicine, pharmacy, nursing and the lab sciences. Study tips for long professional exams, clinical posting experiences and a bit of mutual encouragement.",
    members: ["aisha_bello", "zainab_abdullahi", "tope_alabi", "ngozi_nwosu", "blessing_etim"],
  },
  {
    name: "Campus Entrepreneurs Network",
    acronym: "CEN",
    colors: ["#4c1d95", "#a855f7"],
    about:
      "Students running small businesses while studying: printing, food, fashion, tech services. Share what works, find customers on campus and learn to keep school first.",
    members: ["emeka_obi", "blessing_etim", "funmi_adeyemi", "seun_ogunleye", "kelechi_ibe", "adaeze", "tunde_bakare"],
  },
  {
    name: "UNILAG Akoka Connect",
    acronym: "UAC",
    colors: ["#0f766e", "#facc15"],
    about:
      "Everything about life on the Akoka campus: hostels, shuttles, lecture venues, food spots and events. Freshers, ask away; stalites, share what you wish you had known.",
    members: ["tunde_bakare", "emeka_obi", "blessing_etim", "seun_ogunleye", "ngozi_nwosu", "chinedu_eze"],
  },
];

export type DemoPost = {
  by: string;
  /** How long before the seed runs it was posted ("3h", "12d"). */
  ago: string;
  title: string;
  body: Block[] | string;
  categories: string[];
  tags: string[];
  community?: string;
  anonymous?: boolean;
  pictures?: Picture[];
  replies?: string[];
  /** The reply (an index into `replies`) its author accepted as the answer. */
  accepted?: number;
};

/** Unpublished posts of the first student, for the drafts page. */
export const DRAFTS: DemoPost[] = [
  {
    by: "adaeze",
    ago: "2d",
    categories: ["Tech & Programming"],
    tags: ["recursion"],
    title: "Notes on recursion for the CSC 201 study group",
    body: [
      "Start with the base case, then trust the recursive call.",
      { ul: ["Factorial", "Fibonacci with memo", "Tree depth"] },
    ],
  },
  {
    by: "adaeze",
    ago: "5h",
    categories: [],
    tags: [],
    title: "Is it worth doing a minor in Economics?",
    body: "I have two free electives next session and I am thinking about Economics. Still collecting my thoughts before posting.",
  },
];

export const POLLS = [
  {
    title: "What time do you study best?",
    active: true,
    ago: "6d",
    options: [
      "Early morning, before lectures",
      "In the afternoon, between classes",
      "Evening, after dinner",
      "TDB: all night till daybreak",
    ],
  },
  {
    title: "How do you get to lectures most days?",
    active: false,
    ago: "34d",
    options: ["I walk", "Campus shuttle", "Keke or okada", "Bicycle"],
  },
];

export const ACHIEVERS = {
  title: "Achievers of the week",
  names: ["Chinedu Eze: top answers", "Funmilayo Adeyemi: scholarship tips", "Aisha Bello: study guide"],
};
