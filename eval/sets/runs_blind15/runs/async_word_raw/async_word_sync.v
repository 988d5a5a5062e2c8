// async_word_sync: moves a 12-bit word from clk_src to clk_dst.  The source
// holds the word stable and flips a toggle flag; the destination
// synchronizes the toggle with bit_sync2 and loads the word when it sees an
// edge (multi-cycle-path style bus crossing).  A second bit_sync2 returns an
// acknowledge toggle so the source knows when it may send again.
module bit_sync2 (
    input  wire clk,
    input  wire rst_n,
    input  wire d,
    output wire q
);
    reg s1, s2;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) {s2, s1} <= 2'b00;
        else        {s2, s1} <= {s1, d};
    assign q = s2;
endmodule

module async_word_sync (
    input  wire        clk_src,
    input  wire        clk_dst,
    input  wire        rst_n,
    input  wire [11:0] src_word,
    input  wire        src_send,
    output wire        src_ready,
    output reg  [11:0] dst_word,
    output reg         dst_strobe,
    output reg  [7:0]  dst_count
);
    // source side
    reg [11:0] hold_word;
    reg        req_tgl;
    wire       ack_tgl_s;
    assign src_ready = (req_tgl == ack_tgl_s);

    always @(posedge clk_src or negedge rst_n)
        if (!rst_n) begin
            hold_word <= 12'd0;
            req_tgl   <= 1'b0;
        end else if (src_send && src_ready) begin
            hold_word <= src_word;
            req_tgl   <= ~req_tgl;
        end

    // destination side
    wire req_tgl_s;
    reg  req_seen;
    bit_sync2 u_req_sync (.clk(clk_dst), .rst_n(rst_n), .d(req_tgl), .q(req_tgl_s));

    always @(posedge clk_dst or negedge rst_n)
        if (!rst_n) begin
            req_seen   <= 1'b0;
            dst_word   <= 12'd0;
            dst_strobe <= 1'b0;
            dst_count  <= 8'd0;
        end else begin
            dst_strobe <= 1'b0;
            if (req_tgl_s != req_seen) begin
                req_seen   <= req_tgl_s;
                dst_word   <= hold_word;
                dst_strobe <= 1'b1;
                dst_count  <= dst_count + 8'd1;
            end
        end

    bit_sync2 u_ack_sync (.clk(clk_src), .rst_n(rst_n), .d(req_seen), .q(ack_tgl_s));
endmodule
