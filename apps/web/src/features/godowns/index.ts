// The godowns feature's public file (issue 40 part 3): the godowns list the bill and challan
// screens choose from, and a godown's name as read (the default one by key).
export { godownName, useGodowns } from './api/godowns.ts';
export { GodownStock } from './components/godown-stock.tsx';
