#[fg=##C2E7F8,bg=##32ADE6,bold] 😊 ⁨الثلاثاء ٣⁩ #[default]
