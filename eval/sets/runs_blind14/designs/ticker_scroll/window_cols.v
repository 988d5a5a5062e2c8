// window_cols: 8-row column buffer for a scrolling LED ticker. On ld_en
// a new 8-bit column enters at the right; all columns move one left.
module window_cols #(
    parameter COLS = 8
) (
    input  wire            clk,
    input  wire            ld_en,
    input  wire [7:0]      col_in,
    output wire [8*COLS-1:0] frame
);
    reg [8*COLS-1:0] buf_r;
    always @(posedge clk)
        if (ld_en)
            buf_r <= {buf_r[8*COLS-9:0], col_in};
    assign frame = buf_r;
endmodule
