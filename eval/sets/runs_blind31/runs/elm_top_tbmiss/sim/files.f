tb/elm_top_tb.v
tb/elm_top.v
