/** "1 change", "3 changes". */
export const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;
