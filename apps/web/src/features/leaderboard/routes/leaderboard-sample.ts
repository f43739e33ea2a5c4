/**
 * Secondary §9: "The leaderboard page shown in the forum holds fixed sample data; no call is shown for it." These
 * rows are that sample (the page says so); the live weekly standings are the home sidebar's Forum Leaderboard.
 */
export const leaderboardSample = [
  { name: "Chinedu Eze", school: "University of Lagos", points: 2480 },
  { name: "Funmilayo Adeyemi", school: "Obafemi Awolowo University", points: 2315 },
  { name: "Aisha Bello", school: "Ahmadu Bello University", points: 2190 },
  { name: "Tunde Bakare", school: "University of Ibadan", points: 1985 },
  { name: "Ngozi Okafor", school: "University of Nigeria, Nsukka", points: 1840 },
  { name: "Ibrahim Musa", school: "Bayero University Kano", points: 1710 },
  { name: "Zainab Yusuf", school: "University of Ilorin", points: 1595 },
  { name: "Emeka Nwosu", school: "Covenant University", points: 1460 },
  { name: "Blessing Etim", school: "University of Calabar", points: 1320 },
  { name: "Seun Ogunleye", school: "Lagos State University", points: 1205 },
] as const;
