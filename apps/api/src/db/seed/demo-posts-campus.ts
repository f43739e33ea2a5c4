import type { DemoPost } from "./demo-content.ts";

/** Campus life, hostels, transport and the strike: what students talk about between lectures. */
export const CAMPUS_POSTS: DemoPost[] = [
  {
    by: "emeka_obi",
    ago: "20m",
    title: "Any news on the ASUU strike? Our lecturers are saying different things",
    body: "One lecturer told us to expect a strike notice next week, another said the government has agreed to the demands. Has anyone seen an official statement?",
    categories: ["Campus Life"],
    tags: ["ASUU", "strike"],
    replies: [
      "Nothing official yet. Wait for the NEC meeting communique before you panic.",
      "Keep reading either way. Strikes always end with exams three weeks later.",
    ],
  },
  {
    by: "ngozi_nwosu",
    ago: "2h",
    title: "Hostel allocation at UNN: is the portal open for returning students?",
    body: [
      "I paid my acceptance and school fees but the hostel portal still says **not eligible**. Did anyone else get this?",
      "Last year the bed spaces were gone within a day, so I am worried.",
    ],
    categories: ["Hostel & Accommodation"],
    tags: ["hostel", "accommodation"],
    accepted: 0,
    replies: [
      "It opens for returning students on Monday. Freshers went first this year.",
      "Clear your browser cache; the eligibility check was stuck for me until I did.",
      "If you miss it, ask the hall porters about bed space swaps. Many people swap quietly.",
    ],
  },
  {
    by: "blessing_etim",
    ago: "2d",
    title: "Campus radio is recruiting presenters and producers",
    body: [
      "Unical FM is taking new volunteers this month. No experience needed, just a clear voice or a good ear for editing.",
      "Auditions hold on Friday at the Mass Communication building, 2 pm. Come with a one-minute script about anything you love.",
    ],
    categories: ["Campus Life", "Entertainment"],
    tags: ["campus radio", "freshers"],
    pictures: [{ kind: "scene", caption: "Our studio window at sunset", sky: ["#f97316", "#7c3aed"] }],
    replies: ["Can non-Mass Comm students come?", "Yes, anybody can. Our best producer studies Geology."],
  },
  {
    by: "yusuf_garba",
    ago: "5d",
    anonymous: true,
    title: "My roommate plays music until 3 am. How do I handle it without a fight?",
    body: "I have asked twice politely. He turns it down for one night, then it starts again. Exams are in three weeks. What would you do?",
    categories: ["Hostel & Accommodation", "Health & Wellbeing"],
    tags: ["hostel", "roommates"],
    replies: [
      "Buy foam earplugs first, then talk to the hall warden if it continues.",
      "Suggest headphones as a gift. Sometimes people just do not think about it.",
      "Agree on quiet hours together and write them on the door. It feels less personal.",
    ],
  },
  {
    by: "tunde_bakare",
    ago: "7d",
    title: "Off-campus accommodation around Akoka: how much are you paying?",
    body: "I am moving out of the hostel next session. A self-contain in Yaba is asking ₦900,000 per year. Is that normal now, or am I being cheated?",
    categories: ["Hostel & Accommodation"],
    tags: ["hostel", "accommodation", "rent"],
    pictures: [
      {
        kind: "chart",
        caption: "Rent per year, in thousands of naira",
        bars: [
          ["Akoka", 750],
          ["Yaba", 900],
          ["Bariga", 550],
          ["Onike", 650],
        ],
      },
    ],
    replies: [
      "That is the going rate in Yaba now, sadly. Bariga is cheaper if you do not mind the walk.",
      "Never pay an agent before you see the room and the owner.",
      "Share a two-bedroom with a friend. It comes out cheaper than a self-contain each.",
    ],
  },
  {
    by: "emeka_obi",
    ago: "12d",
    title: "Selling: Casio fx-991ES Plus calculator, barely used",
    body: "Bought it for my accounting exams, but I got a second one as a gift. ₦15,000, pick-up at the Faculty of Management Sciences.",
    categories: ["Buy & Sell"],
    tags: ["for sale", "calculator"],
    replies: ["Is it still available?", "I will take it if you can do ₦12,000."],
  },
  {
    by: "seun_ogunleye",
    ago: "14d",
    title: "Inter-faculty football final this Saturday: Technology vs Sciences",
    body: "Kick-off at 4 pm at the sports complex. Bring your faculty colours. Last year's final went to penalties, so do not leave early.",
    categories: ["Sports", "Campus Life"],
    tags: ["football", "sports"],
    replies: [
      "Technology is taking the cup home again.",
      "Sciences have the better midfield this year, I am just saying.",
      "Who is streaming it for those of us at home?",
    ],
  },
  {
    by: "aisha_bello",
    ago: "16d",
    title: "Staying healthy during long clinical postings",
    body: [
      "Clinical postings mean long days on your feet and irregular meals. Three things that helped me:",
      {
        ul: [
          "Carry water and fruit in your bag.",
          "Sleep at least six hours before call days.",
          "Say no to extra shifts you cannot handle.",
        ],
      },
    ],
    categories: ["Health & Wellbeing"],
    tags: ["medicine", "mental health"],
    replies: ["The water tip is underrated. Dehydration headaches are real on the wards."],
  },
  {
    by: "ngozi_nwosu",
    ago: "18d",
    anonymous: true,
    title: "Someone is selling 'guaranteed' exam questions in our department",
    body: "A number keeps posting on our class group that they can sell exam questions before the exam. It smells like a scam, and if it is not, it is worse. Should I report it?",
    categories: ["Exams & Results", "Campus Life"],
    tags: ["exams", "scam"],
    replies: [
      "Report it to your course adviser. Either way, do not pay.",
      "These are always scams. They collect money and disappear the night before.",
    ],
  },
  {
    by: "ibrahim_musa",
    ago: "22d",
    title: "ASUU strike: how are you using the break productively?",
    body: [
      "If the strike happens again, I do not want to waste months like last time. My plan:",
      {
        ul: [
          "Finish a solar installation course online",
          "Do small paid jobs with a technician in my area",
          "Read ahead for 400L",
        ],
      },
      "What is your plan?",
    ],
    categories: ["Campus Life", "Career & Internships"],
    tags: ["ASUU", "strike", "side hustle"],
    replies: [
      "I learnt graphic design during the last one. It pays my data now.",
      "Reading ahead sounds nice until you are home with your siblings.",
    ],
  },
  {
    by: "yusuf_garba",
    ago: "24d",
    title: "Welcome freshers! What do you wish someone told you in 100L?",
    body: "New students resumed this week. Drop the one thing you wish you knew in your first year.",
    categories: ["Campus Life"],
    tags: ["freshers", "advice"],
    replies: [
      "Your 100L grades count. Do not treat first year as a warm-up.",
      "Join one club that has nothing to do with your course.",
      "Keep copies of every receipt the school gives you.",
      "Find a quiet reading spot early, before everyone else does.",
    ],
  },
  {
    by: "kelechi_ibe",
    ago: "27d",
    anonymous: true,
    title: "Transport fare from the school gate doubled. Is anyone else struggling?",
    body: "Keke from the gate to the faculty is now ₦500 each way. That is ₦5,000 a week just to attend lectures. How are you managing?",
    categories: ["Campus Life"],
    tags: ["transport", "fees"],
    replies: [
      "I walk in the morning and take keke back. It halves it.",
      "Our SUG is talking to the union about a student rate; sign the petition.",
    ],
  },
];
