// The worker of `warmNumberFormatting`: one number formatted, then it ends.
new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(0);
close();
