export function ResetPasswordPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">ResetPasswordPage</h1>
    </main>
  );
}
