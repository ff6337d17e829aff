import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";

/** "My cards" / "My certificates" until the lists exist: title and an empty state. */
export function EmptyListPage(props: { title: string; empty: string; hint: string; cta: string; to: string; icon: ReactNode; testId: string }) {
  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader title={props.title} icon={props.icon} />
      <Card data-testid={props.testId}>
        <CardContent className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <div className="flex size-16 items-center justify-center rounded-3xl bg-muted text-muted-foreground [&_svg]:size-8">{props.icon}</div>
          <p className="text-lg font-bold">{props.empty}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{props.hint}</p>
          <Button asChild className="mt-2">
            <Link to={props.to}>{props.cta}</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
