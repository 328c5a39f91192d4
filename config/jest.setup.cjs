require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy and waitFor wait for what a mocked request or a re-render brings; on CI's loaded cores
// that can take longer than Testing Library's default of one second.
configure({ asyncUtilTimeout: 4000 });
