import type { DemoPost } from "./demo-content.ts";

/** Scholarships, internships and SIWES: where the money and the experience come from. */
export const CAREER_POSTS: DemoPost[] = [
  {
    by: "funmi_adeyemi",
    ago: "5h",
    title: "MTN Foundation Science and Technology Scholarship is open",
    body: [
      "Applications are open for 200L students in science and technology courses with a CGPA of **3.5 and above**.",
      {
        ul: [
          "Award: ₦200,000 per year",
          "Closing date: end of this month",
          "You need your school ID and latest result",
        ],
      },
      "Apply on the [official MTN Foundation site](https://www.mtn.ng/), never through agents who ask for money.",
    ],
    categories: ["Scholarships"],
    tags: ["scholarship", "MTN", "CGPA"],
    replies: [
      "Thanks Funmi! Does it cover state universities too?",
      "Yes it does, I got it last year at LASU.",
      "Someone on WhatsApp was charging ₦5,000 to apply for me. Glad I saw this.",
      "Is 300L eligible or only 200L?",
    ],
  },
  {
    by: "ibrahim_musa",
    ago: "1d",
    title: "SIWES placement: how did you find a company that accepts students?",
    body: "I have sent my IT letter to six companies in Kaduna and none has replied. Did you find your SIWES placement through a contact, or by walking in?",
    categories: ["Career & Internships"],
    tags: ["SIWES", "internship"],
    accepted: 0,
    replies: [
      "Walk in with a printed CV and the letter. Emails get ignored.",
      "Try the state ministry of works; they take many engineering students.",
      "Ask final year students where they went. Companies that took students before usually do again.",
    ],
  },
  {
    by: "kelechi_ibe",
    ago: "10.5d",
    title: "Shell and NNPC internship applications: anyone heard back?",
    body: "I applied for the industrial training programmes in July. The portal still shows submitted. How long did it take for you?",
    categories: ["Career & Internships"],
    tags: ["internship", "SIWES", "oil and gas"],
    replies: [
      "It took three months for me last year. They call in batches.",
      "Keep applying elsewhere while you wait.",
    ],
  },
  {
    by: "adaeze",
    ago: "17.5d",
    title: "Internship for second year CS students: is it too early?",
    body: "Most companies I see want final year students. Should I apply anyway, or build projects first and apply next year?",
    categories: ["Career & Internships", "Tech & Programming"],
    tags: ["internship", "career"],
    replies: [
      "Apply anyway. The worst answer is no, and you practise interviews.",
      "Build one real project you can demo. It matters more than your level.",
      "Look for startup internships. They care less about level than the big firms.",
    ],
  },
  {
    by: "zainab_abdullahi",
    ago: "20d",
    title: "Commonwealth and Chevening scholarships for master's: when to start?",
    body: "I finish next year and want a master's in the UK. When did successful applicants start their essays? I have heard it takes months to get references.",
    categories: ["Scholarships", "Career & Internships"],
    tags: ["scholarship", "masters", "Chevening"],
    replies: [
      "Start a year before. References are the slowest part.",
      "Chevening wants two years of work experience, so check that first.",
      "Commonwealth master's needs a first class or strong second class upper.",
    ],
  },
  {
    by: "tope_alabi",
    ago: "25.5d",
    title: "Federal Government Scholarship (BEA) 2026: is it real this year?",
    body: "I keep seeing posts about the Bilateral Education Agreement scholarship. Has anyone confirmed it on the Federal Scholarship Board website?",
    categories: ["Scholarships"],
    tags: ["scholarship", "BEA"],
    replies: [
      "It is real, but the list of countries changes every year. Check the official site only.",
      "The screening test is in Abuja and other centres; prepare for maths and English.",
    ],
  },
];
