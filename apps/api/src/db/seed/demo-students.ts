/** Every demo student signs in with this password, so whoever tries the demo can sign in as anyone. */
export const DEMO_PASSWORD = "student123";
export const DEMO_EMAIL_DOMAIN = "students.example";

export type DemoStudent = {
  first: string;
  last: string;
  username: string;
  about: string;
  avatar: boolean;
  /** Moderates the demo forum: whoever tries the demo can open the admin console as this student. */
  admin?: true;
};

/** The first student owns the drafts and most bookmarks: the account to sign in with when trying the demo. */
export const STUDENTS: DemoStudent[] = [
  {
    first: "Adaeze",
    last: "Okonkwo",
    username: "adaeze",
    about: "300L Computer Science, UNN. Python, coffee and long library nights.",
    avatar: true,
  },
  {
    first: "Tunde",
    last: "Bakare",
    username: "tunde_bakare",
    about: "Mechanical Engineering, UNILAG. I fix things, including your CGPA plans.",
    avatar: true,
  },
  {
    first: "Aisha",
    last: "Bello",
    username: "aisha_bello",
    about: "Medicine and Surgery at ABU Zaria. Ask me about anatomy mnemonics.",
    avatar: false,
  },
  {
    first: "Chinedu",
    last: "Eze",
    username: "chinedu_eze",
    about: "Software Engineering, FUTA. Building small apps for campus problems.",
    avatar: true,
  },
  {
    first: "Funmilayo",
    last: "Adeyemi",
    username: "funmi_adeyemi",
    about: "Economics, University of Ibadan. Scholarship hunter and spreadsheet lover.",
    avatar: false,
  },
  {
    first: "Ibrahim",
    last: "Musa",
    username: "ibrahim_musa",
    about: "Electrical Engineering, ABU. Solar power and SIWES stories.",
    avatar: true,
  },
  {
    first: "Ngozi",
    last: "Nwosu",
    username: "ngozi_nwosu",
    about: "Law student at UNN. Moot court, debates and too many case files.",
    avatar: false,
  },
  {
    first: "Oluwaseun",
    last: "Ogunleye",
    username: "seun_ogunleye",
    about: "Computer Science, OAU. JavaScript by day, football by evening.",
    avatar: true,
  },
  {
    first: "Zainab",
    last: "Abdullahi",
    username: "zainab_abdullahi",
    about: "Pharmacy, Bayero University Kano. Quietly collecting past questions.",
    avatar: false,
  },
  {
    first: "Emeka",
    last: "Obi",
    username: "emeka_obi",
    about: "Accounting, UNILAG. Running a small printing business on the side.",
    avatar: true,
  },
  {
    first: "Temitope",
    last: "Alabi",
    username: "tope_alabi",
    about: "Microbiology, OAU. Lab coat, headphones, deadlines.",
    avatar: false,
  },
  {
    first: "Blessing",
    last: "Etim",
    username: "blessing_etim",
    about: "Mass Communication, UNICAL. Campus radio presenter. Forum moderator.",
    avatar: true,
    admin: true,
  },
  {
    first: "Yusuf",
    last: "Garba",
    username: "yusuf_garba",
    about: "Architecture, FUT Minna. Sketchbook always in my bag.",
    avatar: false,
  },
  {
    first: "Kelechi",
    last: "Ibe",
    username: "kelechi_ibe",
    about: "Petroleum Engineering, FUTO. Trying to get a SIWES placement in Port Harcourt.",
    avatar: false,
  },
];
