import type { DemoPost } from "./demo-content.ts";

/** Programming help and the tools a computing student needs. */
export const TECH_POSTS: DemoPost[] = [
  {
    by: "chinedu_eze",
    ago: "40m",
    title: "Python list comprehension vs for loop: which one should I use in my assignment?",
    body: [
      "Our CSC 203 lecturer said we will lose marks for *unreadable* code. I wrote this with a list comprehension and a friend says a plain for loop is clearer.",
      "**squares = [n * n for n in numbers if n % 2 == 0]**",
      "Which would you submit? Is there a rule of thumb for when a comprehension is too clever?",
    ],
    categories: ["Tech & Programming", "Academics"],
    tags: ["python", "assignment"],
    replies: [
      "For one filter and one expression the comprehension is fine. Once you nest two loops, switch to a for loop.",
      "Submit the comprehension and add a one-line comment. Lecturers like seeing that you know both.",
      "PEP 8 does not forbid it. Readable is what your classmates understand on first read.",
    ],
  },
  {
    by: "seun_ogunleye",
    ago: "1.5d",
    title: "Free resources to learn data structures and algorithms before final year",
    body: [
      "I want to be ready for technical interviews after NYSC. These are the free resources I have found so far:",
      {
        ul: [
          "[CS50 from Harvard](https://cs50.harvard.edu/x/) for the foundations",
          "[The Algorithms in Python](https://github.com/TheAlgorithms/Python) to read real implementations",
          "[Visualgo](https://visualgo.net/en) to see sorting and graphs move",
        ],
      },
      "What else should be on this list?",
    ],
    categories: ["Tech & Programming", "Career & Internships"],
    tags: ["DSA", "python", "career"],
    replies: [
      "Add NeetCode's roadmap. It orders the problems from easy to hard.",
      "CS50 changed how I think about memory. Great list.",
      "Do the problems in a language you will use at work, not only Python.",
    ],
  },
  {
    by: "adaeze",
    ago: "10d",
    title: "Which laptop can survive a Computer Science degree on a student budget?",
    body: [
      "My old laptop finally died. I need something for programming, Android Studio and long battery life because of NEPA.",
      "Budget is around **₦450,000**. Fairly used (UK used) is fine. Suggestions?",
    ],
    categories: ["Tech & Programming", "Buy & Sell"],
    tags: ["laptops", "programming"],
    replies: [
      "A used ThinkPad T480 with 16 GB RAM. The battery lasts and the keyboard is great.",
      "Get an SSD no matter what. Android Studio on a hard disk is pain.",
      "Check the battery health before you pay. Many UK used ones come with tired batteries.",
    ],
  },
  {
    by: "seun_ogunleye",
    ago: "15.5d",
    title: "JavaScript closures finally made sense to me",
    body: [
      "A closure is a function that remembers the variables from where it was created, even after that outer function has returned.",
      "The example that helped me was a counter: **makeCounter()** returns a function that keeps its own count. Two counters do not share anything.",
      "If you are struggling with this for your web course, try writing the counter yourself before reading more theory.",
    ],
    categories: ["Tech & Programming"],
    tags: ["JavaScript", "programming"],
    pictures: [
      {
        kind: "code",
        caption: "The counter example",
        lines: [
          "function makeCounter() {",
          "  let count = 0;",
          "  return () => ++count;",
          "}",
          "const a = makeCounter();",
          "a(); a(); // 2",
        ],
      },
    ],
    replies: ["This is the clearest explanation I have seen. Thanks!", "Now do the classic var-in-a-loop bug next."],
  },
  {
    by: "chinedu_eze",
    ago: "21.5d",
    title: "Git for group projects: stop sending code on WhatsApp",
    body: [
      "Every semester our group project becomes a mess of files named final_final_v3.zip. Here is the minimum Git workflow we now use:",
      {
        ol: [
          "One repository on GitHub, everyone a collaborator.",
          "Each person works on a branch.",
          "Open a pull request and let one teammate review it.",
          "Merge only what runs.",
        ],
      },
      "It took one evening to learn and saved us a week at the end.",
    ],
    categories: ["Tech & Programming", "Academics"],
    tags: ["git", "programming", "project"],
    replies: [
      "final_final_v3.zip is too real.",
      "GitHub gives students free private repositories through the Student Developer Pack too.",
      "Can you share a tutorial for people who have never used the terminal?",
    ],
  },
];
