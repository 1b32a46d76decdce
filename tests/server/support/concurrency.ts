// The review the concurrency suites write, read and race over (its password is what they check).
export const review = {
  username: '동시성',
  password: 'parallel1',
  title: '동시 요청',
  content: '내용',
  consultation_type: 'consulting',
};
