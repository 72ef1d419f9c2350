/**
 * Work that must run before the process exits (flushing what is held in memory). The production
 * server calls `runShutdownTasks()` once it has stopped taking requests. Kept on globalThis: the
 * server and the app are bundled apart but run in one process.
 */
type Task = () => Promise<void>;

const tasksKey = Symbol.for('weekend-shop.shutdown-tasks');
type GlobalWithTasks = typeof globalThis & { [tasksKey]?: Set<Task> };

function tasks(): Set<Task> {
  const g = globalThis as GlobalWithTasks;
  g[tasksKey] ??= new Set();
  return g[tasksKey];
}

/** Registers `task` to run at shutdown; returns a function that unregisters it. */
export function onShutdown(task: Task): () => void {
  tasks().add(task);
  return () => tasks().delete(task);
}

/** Runs every registered task (at the same time), each failure logged; resolves when all are done. */
export async function runShutdownTasks(): Promise<void> {
  await Promise.all(
    [...tasks()].map((task) =>
      task().catch((error: unknown) =>
        console.error(`[shutdown] ${error instanceof Error ? error.message : String(error)}`),
      ),
    ),
  );
}
