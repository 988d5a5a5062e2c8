// Dual-clock FIFO (4 entries x 8 bits) with Gray-coded pointers and
// two-flop synchronizers between the write and read domains.
module clkx_bridge (
    input            wr_clk,
    input            wr_rst_n,
    input            wr_en,
    input      [7:0] wr_data,
    output           wr_full,
    input            rd_clk,
    input            rd_rst_n,
    input            rd_en,
    output     [7:0] rd_data,
    output           rd_empty
);
    reg [7:0] mem [0:3];
    reg [2:0] wptr_bin, wptr_gray;
    reg [2:0] rptr_bin, rptr_gray;
    reg [2:0] rgray_w1, rgray_w2;   // read pointer synced into wr_clk
    reg [2:0] wgray_r1, wgray_r2;   // write pointer synced into rd_clk

    wire [2:0] wptr_bin_nx  = wptr_bin + {2'b00, (wr_en & ~wr_full)};
    wire [2:0] wptr_gray_nx = (wptr_bin_nx >> 1) ^ wptr_bin_nx;
    wire [2:0] rptr_bin_nx  = rptr_bin + {2'b00, (rd_en & ~rd_empty)};
    wire [2:0] rptr_gray_nx = (rptr_bin_nx >> 1) ^ rptr_bin_nx;

    always @(posedge wr_clk)
        if (wr_en && !wr_full) mem[wptr_bin[1:0]] <= wr_data;

    always @(posedge wr_clk or negedge wr_rst_n)
        if (!wr_rst_n) begin
            wptr_bin <= 3'd0; wptr_gray <= 3'd0;
            rgray_w1 <= 3'd0; rgray_w2  <= 3'd0;
        end else begin
            wptr_bin <= wptr_bin_nx; wptr_gray <= wptr_gray_nx;
            rgray_w1 <= rptr_gray;   rgray_w2  <= rgray_w1;
        end

    always @(posedge rd_clk or negedge rd_rst_n)
        if (!rd_rst_n) begin
            rptr_bin <= 3'd0; rptr_gray <= 3'd0;
            wgray_r1 <= 3'd0; wgray_r2  <= 3'd0;
        end else begin
            rptr_bin <= rptr_bin_nx; rptr_gray <= rptr_gray_nx;
            wgray_r1 <= wptr_gray;   wgray_r2  <= wgray_r1;
        end

    assign wr_full  = (wptr_gray == {~rgray_w2[2:1], rgray_w2[0]});
    assign rd_empty = (rptr_gray == wgray_r2);
    assign rd_data  = mem[rptr_bin[1:0]];
endmodule
