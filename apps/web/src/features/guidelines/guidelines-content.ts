/**
 * Secondary §2 "Community guidelines": the static page's date and its ten sections, in the spec's order, carrying
 * every rule the spec lists. Written here rather than in the contract: only this page shows them, and the server never
 * answers with them.
 */
export type GuidelineSection = { id: string; title: string; paragraphs: string[]; points?: string[] };

export const guidelinesTitle = "Community Guidelines";
export const guidelinesUpdated = { label: "Last updated 21st December 2024", iso: "2024-12-21" };
export const guidelinesIntro =
  "These guidelines explain how we look after each other on the forum. Please read them before you post, and come back to them whenever you are unsure.";
export const guidelinesContents = "On this page";

export const guidelineSections: GuidelineSection[] = [
  {
    id: "introduction",
    title: "Introduction",
    paragraphs: [
      "The forum is a place for students to ask questions, share what they know, find their communities and support one another. It works only when everyone feels safe and welcome.",
      "These guidelines apply to everything you do here: posts, replies, communities, your profile and the messages you report. By using the forum you agree to follow them.",
    ],
  },
  {
    id: "respect-and-kindness",
    title: "Respect and Kindness",
    paragraphs: [
      "Treat every member with respect, even when you disagree. Criticise ideas, not people, and remember there is a real student behind every name.",
    ],
    points: [
      "Be kind and patient, especially with people who are new or still learning.",
      "Harassment, bullying, threats and intimidation are not allowed, in public or in private.",
      "Hate speech is not allowed: never attack or demean anyone for their race, ethnicity, religion, gender, sexual orientation, disability or background.",
    ],
  },
  {
    id: "content-and-discussions",
    title: "Content and Discussions",
    paragraphs: [
      "Keep discussions useful, honest and on topic so that others can learn from them. The following content is not allowed:",
    ],
    points: [
      "Spam: repeated posts, unrelated advertising, chain messages or links posted only to drive traffic.",
      "Plagiarism: presenting someone else's work as your own. Credit your sources and never share work meant to be submitted for assessment.",
      "NSFW content: sexual, graphic or violent material that is not safe for a study space.",
      "Illegal content: anything that breaks the law or encourages others to break it, including pirated material.",
    ],
  },
  {
    id: "safety-and-privacy",
    title: "Safety and Privacy",
    paragraphs: [
      "Protect your own privacy and that of others. Do not share personal information such as phone numbers, home addresses, passwords, bank details or student ID numbers, whether they are yours or someone else's.",
      "Phishing, meaning any attempt to trick members into giving away their passwords, money or personal details, leads to immediate suspension of the account.",
    ],
  },
  {
    id: "user-conduct",
    title: "User Conduct",
    paragraphs: [
      "Use the forum honestly. Use one account, do not pretend to be another person or an official of your school, and do not try to get around a suspension or a moderator's decision.",
      "Do not disrupt the forum: no attempts to break or overload it, to collect other members' data, or to manipulate votes, likes or points.",
    ],
  },
  {
    id: "moderation-and-enforcement",
    title: "Moderation and Enforcement",
    paragraphs: [
      "Moderators keep the forum safe. They may edit, move or remove any content that breaks these guidelines.",
      "Depending on how serious a violation is and whether it has happened before, it leads to a warning, a temporary suspension or a permanent ban.",
      "If you believe a decision about your content or your account was a mistake, you may appeal it by contacting the moderators. They will review your appeal, but the moderators' decision after that review is final.",
    ],
  },
  {
    id: "posting-guidelines",
    title: "Posting Guidelines",
    paragraphs: ["A good post gets better answers. Before you post:"],
    points: [
      "Search first: your question may already have an answer.",
      "Choose a clear title and the right category or community.",
      "Explain your question or idea in enough detail for others to help, and keep it readable.",
      "Only share images and files you have the right to share.",
    ],
  },
  {
    id: "community-engagement",
    title: "Community Engagement",
    paragraphs: [
      "Take part in a way that helps others: answer questions you know about, welcome new members, share resources and opportunities, and give constructive feedback.",
      "Joining communities, taking part in polls and attending events are great ways to meet other students. Keep each community's space focused on what it is for.",
    ],
  },
  {
    id: "reporting-issues",
    title: "Reporting Issues",
    paragraphs: [
      "If you see something that breaks these guidelines, report it with the Report option on the post and choose the reasons that fit. Reports go to the moderators, not to the author. Please do not reply to abuse or take matters into your own hands.",
      "Only report content you honestly believe breaks the guidelines. False reporting, such as reporting to harass someone or to silence an opinion you disagree with, is penalised like any other violation.",
    ],
  },
  {
    id: "updates-to-the-guidelines",
    title: "Updates to the Guidelines",
    paragraphs: [
      "We may update these guidelines as the forum grows. The date at the top of this page shows when they last changed.",
      "Your continued participation in the forum after a change means that you accept the updated guidelines.",
    ],
  },
];
