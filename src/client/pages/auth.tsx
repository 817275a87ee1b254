export function AuthPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">AuthPage</h1>
    </main>
  );
}
