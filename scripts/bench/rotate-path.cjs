// autocannon's setupRequest for worker threads (it require()s a file): each request takes the next path from
// BENCH_PATHS, so the detail benchmark walks many posts instead of one cached row.
const paths = JSON.parse(process.env.BENCH_PATHS || "[]");
let i = Math.floor(Math.random() * paths.length);
module.exports = (request) => {
  request.path = paths[i++ % paths.length];
  return request;
};
