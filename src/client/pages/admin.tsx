export function AdminPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">AdminPage</h1>
    </main>
  );
}
