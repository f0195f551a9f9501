import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface SearchInputProps {
  /** The field's accessible name (kept for screen readers; the placeholder shows it). */
  label: string;
  placeholder?: string;
  /** Called with the trimmed text once typing pauses for `delay` ms. */
  onSearch: (text: string) => void;
  delay?: number;
  className?: string;
}

/** A search box that reports its text after the user stops typing. */
export function SearchInput({ label, placeholder, onSearch, delay = 300, className }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    const timer = setTimeout(() => latest.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return (
    <div role="search" className={cn('relative w-full max-w-md', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        className="pl-9"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
