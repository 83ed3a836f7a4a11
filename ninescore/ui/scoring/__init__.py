"""The scoring screen: the scoring page and its views, and the input that reaches them."""
