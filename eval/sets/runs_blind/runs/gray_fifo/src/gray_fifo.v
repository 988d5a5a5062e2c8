// gray_fifo: 8-deep x 8-bit FIFO with gray pointers (single clock, synchronised pointers)
module gray_fifo (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wr_en,
    input  wire [7:0] wr_data,
    input  wire       rd_en,
    output wire [7:0] rd_data,
    output wire       full,
    output wire       empty,
    output wire       almost_full,
    output wire       overflow
);
    wire [3:0] wbin, rbin, wgray, rgray, wgray_s, rgray_s;
    wire       do_wr = wr_en & ~full;
    wire       do_rd = rd_en & ~empty;
    wire       ovf_seen;

    gray_ptr #(.AW(3)) u_wptr (.clk(clk), .rst_n(rst_n), .inc(do_wr), .bin(wbin), .gray(wgray));
    gray_ptr #(.AW(3)) u_rptr (.clk(clk), .rst_n(rst_n), .inc(do_rd), .bin(rbin), .gray(rgray));

    sync2 #(.W(4)) u_sync_w2r (.clk(clk), .rst_n(rst_n), .d(wgray), .q(wgray_s));
    sync2 #(.W(4)) u_sync_r2w (.clk(clk), .rst_n(rst_n), .d(rgray), .q(rgray_s));

    reg [7:0] mem [0:7];
    always @(posedge clk)
        if (do_wr) mem[wbin[2:0]] <= wr_data;

    assign rd_data = mem[rbin[2:0]];

    assign full  = (wgray == {~rgray_s[3:2], rgray_s[1:0]});
    assign empty = (rgray == wgray_s);

    // TODO: almost_full threshold
    // sticky overflow flag
    assign overflow = ovf_seen & wr_en;
endmodule
