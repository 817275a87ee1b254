export function DashboardPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">DashboardPage</h1>
    </main>
  );
}
