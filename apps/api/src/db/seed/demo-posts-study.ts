import type { DemoPost } from "./demo-content.ts";

/** Questions and discussions about courses, exams, results and admissions. */
export const STUDY_POSTS: DemoPost[] = [
  {
    by: "zainab_abdullahi",
    ago: "3h",
    title: "First semester exam timetable is out: clashes in 200L courses?",
    body: [
      "The draft timetable was pasted at the faculty board this morning. I see **PHA 211** and **PCH 201** on the same Tuesday slot.",
      "Has anyone with a clash written to the exams officer before? What do they usually ask for?",
    ],
    categories: ["Exams & Results", "Academics"],
    tags: ["exams", "timetable"],
    pictures: [
      {
        kind: "notice",
        caption: "Draft timetable on the faculty notice board",
        lines: [
          "FIRST SEMESTER EXAMINATIONS (DRAFT)",
          "Mon  9:00   PHA 201  Hall B",
          "Tue  9:00   PHA 211  Hall A",
          "Tue  9:00   PCH 201  Hall C",
          "Wed  14:00  GST 211  Main Auditorium",
          "Thu  9:00   PCL 203  Hall B",
        ],
      },
    ],
    accepted: 0,
    replies: [
      "Write a short letter through your level adviser with your course form attached. They fixed mine in two days last year.",
      "Check again on Friday, the draft usually changes after complaints.",
      "Same clash here. Let us go to the exams office together tomorrow.",
    ],
  },
  {
    by: "funmi_adeyemi",
    ago: "7h",
    title: "How I moved my CGPA from 3.2 to 4.1 in two semesters",
    body: [
      "People keep asking, so here is what actually worked for me at UI:",
      {
        ol: [
          "I attended **every** lecture for the first two weeks, when lecturers drop hints about the exam.",
          "I solved past questions from the last five years, not just the last one.",
          "I formed a study group of four, never more.",
          "I slept. Seriously, TDB every night killed my grades in 100L.",
        ],
      },
      "It is not magic, just consistency. Happy to answer questions.",
    ],
    categories: ["Academics", "Exams & Results"],
    tags: ["CGPA", "exams", "study tips"],
    replies: [
      "Number four is the one nobody wants to hear. Thank you for this.",
      "How did you find past questions for five years back? Our departmental library only has two.",
      "Study groups of four is the sweet spot. Six people always turns into gist.",
      "Saving this for next semester.",
      "Did you use any app to plan your reading, or just paper?",
    ],
  },
  {
    by: "aisha_bello",
    ago: "4d",
    title: "Anatomy mnemonics that actually stuck with me",
    body: [
      "Sharing a few for the 200L students writing their first professional exam:",
      {
        ul: [
          "Cranial nerves: **Oh Oh Oh To Touch And Feel Very Good Velvet, Ah Heaven**",
          "Carpal bones: **Some Lovers Try Positions That They Can't Handle**",
        ],
      },
      "Drop yours below, the weirder the better, because weird ones stick.",
    ],
    categories: ["Academics", "Health & Wellbeing"],
    tags: ["medicine", "exams", "study tips"],
    replies: [
      "The carpal one is the only reason I passed my first test.",
      "For the brachial plexus: Randy Travis Drinks Cold Beer (roots, trunks, divisions, cords, branches).",
    ],
  },
  {
    by: "tope_alabi",
    ago: "6d",
    anonymous: true,
    title: "Failed a course I studied hard for. How do I tell my parents?",
    body: [
      "Results came out and I have an F in a course I read for every day. My parents are paying my fees with so much sacrifice.",
      "How did you break news like this at home? I do not know how to start the conversation.",
    ],
    categories: ["Health & Wellbeing", "Exams & Results"],
    tags: ["exams", "mental health"],
    replies: [
      "Tell them early and come with a plan for the resit. Parents react better to a plan than to a surprise.",
      "One F does not define you. Many of us have been there and graduated well.",
      "Talk to the student counselling unit too. They are kinder than people think.",
      "Ask your lecturer to go through the script with you. Sometimes it is a marking error.",
    ],
  },
  {
    by: "kelechi_ibe",
    ago: "8.5d",
    title: "JAMB 2026 registration: my younger brother needs advice on subject combination",
    body: [
      "He wants Petroleum Engineering at FUTO. Is **Mathematics, Physics, Chemistry** plus English still the right UTME combination?",
      "Also, which cut-off mark should he aim for to be safe?",
    ],
    categories: ["Admissions"],
    tags: ["JAMB", "UTME", "admission"],
    replies: [
      "Yes, English, Maths, Physics and Chemistry. Check the JAMB brochure on the portal to be sure.",
      "Aim for 250 and above for engineering at federal universities; the departmental cut-off is usually higher than the general one.",
    ],
  },
  {
    by: "ngozi_nwosu",
    ago: "11d",
    title: "Tips for a first moot court competition?",
    body: "Our faculty selected me for the inter-faculty moot. I have never argued before judges. How do you prepare your oral submissions without sounding like you are reading?",
    categories: ["Academics", "Campus Life"],
    tags: ["law", "public speaking"],
    replies: [
      "Practise with a timer and let friends interrupt you with questions. Judges always interrupt.",
      "Write your key points on cards, not full sentences.",
    ],
  },
  {
    by: "ibrahim_musa",
    ago: "13d",
    title: "How do you calculate CGPA on a 5-point scale? My portal figure looks wrong",
    body: [
      "The portal says 3.78 but my own calculation gives 3.84. I multiply each grade point by the course units and divide by total units.",
      "Do carried-over courses count twice? That might be the difference.",
    ],
    categories: ["Academics", "Exams & Results"],
    tags: ["CGPA", "results"],
    pictures: [
      {
        kind: "chart",
        caption: "My grade points per semester",
        bars: [
          ["100L 1st", 3.4],
          ["100L 2nd", 3.7],
          ["200L 1st", 3.9],
          ["200L 2nd", 4.1],
        ],
      },
    ],
    accepted: 0,
    replies: [
      "Yes, a failed course stays in the total units even after you pass the resit. That lowers the CGPA.",
      "Go to the exams officer with your result slips. Portal errors are common after migration.",
      "I built a small spreadsheet for this; I can share it if you want.",
    ],
  },
  {
    by: "blessing_etim",
    ago: "16.5d",
    title: "Is GST 111 (Communication in English) really a course people fail?",
    body: "Everyone in my department is scared of it. I am a Mass Comm student, so I feel I should be fine, but the stories are making me nervous. What is the exam like?",
    categories: ["Academics", "Exams & Results"],
    tags: ["GST", "exams", "freshers"],
    replies: [
      "People fail it because they do not read the handout. The questions come from it almost word for word.",
      "Concord and punctuation questions carry the marks. Practise those.",
      "It is a CBT at my school, so time management matters more than anything.",
    ],
  },
  {
    by: "zainab_abdullahi",
    ago: "19.5d",
    title: "Where can I find past questions for Post-UTME screening?",
    body: "My cousin is writing the BUK screening. The vendors outside the gate sell booklets for ₦3,000. Are they any good, or is there a free source?",
    categories: ["Admissions"],
    tags: ["POST-UTME", "JAMB", "admission"],
    replies: [
      "The booklets are mostly recycled UTME questions. The school portal sometimes has the official syllabus; start there.",
      "Ask departmental students; many keep the questions they wrote.",
    ],
  },
  {
    by: "tunde_bakare",
    ago: "23.5d",
    anonymous: true,
    title: "Is it normal to feel lost in 300L engineering maths?",
    body: "I passed everything in 200L but ENG 301 feels like another language. Laplace transforms make no sense to me. Is it just me?",
    categories: ["Academics", "Health & Wellbeing"],
    tags: ["engineering", "exams"],
    replies: [
      "Not just you. Watch Professor Leonard on YouTube and do the exercises after each video.",
      "Form a study group with people who already understand it; teaching each other helps both sides.",
    ],
  },
  {
    by: "funmi_adeyemi",
    ago: "26.5d",
    title: "A simple spreadsheet to plan your reading for exams",
    body: [
      "I made a template with columns for course, topics, hours planned and hours done. It shows how far behind you are in each course.",
      "Message me if you want a copy, or build your own: the columns are more important than the tool.",
    ],
    categories: ["Academics"],
    tags: ["study tips", "exams", "CGPA"],
    replies: ["Please share! I always start reading too late.", "This is how my sister passed her ICAN exams."],
  },
];
