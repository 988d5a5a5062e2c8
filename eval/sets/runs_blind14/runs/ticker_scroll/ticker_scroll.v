// ticker_scroll: scrolling text ticker. A prescaler sets the scroll rate,
// a column ROM pointer walks the message and window_cols holds the
// visible window; a row scanner drives one of 8 rows at a time.
module ticker_scroll (
    input  wire        clk,
    input  wire        rst,
    input  wire [7:0]  rom_col,      // column data for address col_addr
    output reg  [5:0]  col_addr,
    output reg  [7:0]  row_sel,
    output wire [7:0]  row_data
);
    reg [11:0] pre;
    wire       step = (pre == 12'd3999);
    reg [2:0]  scan;
    wire [63:0] window;

    always @(posedge clk) begin
        if (rst) begin
            pre <= 12'd0; col_addr <= 6'd0; scan <= 3'd0; row_sel <= 8'h01;
        end else begin
            pre <= step ? 12'd0 : pre + 12'd1;
            if (step) col_addr <= col_addr + 6'd1;
            scan    <= scan + 3'd1;
            row_sel <= {row_sel[6:0], row_sel[7]};
        end
    end

    window_cols #(.COLS(8)) u_cols (
        .clk(clk),
        .load_en(step),
        .col_in(rom_col),
        .frame(window)
    );

    // one bit of every column for the active row
    genvar c;
    generate
        for (c = 0; c < 8; c = c + 1) begin : g_row
            assign row_data[c] = window[8*c + scan];
        end
    endgenerate
endmodule
