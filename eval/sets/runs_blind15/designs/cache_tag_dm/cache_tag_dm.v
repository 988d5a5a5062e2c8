// cache_tag_dm: tag store of a 16-line direct-mapped cache.  Address is
// {tag[9:0], index[3:0], offset[1:0]}.  A lookup compares the stored tag and
// valid bit of the indexed line one cycle later (registered hit/miss); a
// fill writes tag + valid; 'flush' clears all valid bits at once.
module cache_tag_dm (
    input  wire        clk,
    input  wire        rst,
    input  wire [15:0] addr,
    input  wire        lookup,
    input  wire        fill,
    input  wire        flush,
    output reg         hit,
    output reg         miss,
    output reg  [15:0] hit_count
);
    reg [9:0]  tags [0:15];
    reg [15:0] valid;
    reg [9:0]  rd_tag;
    reg        rd_valid;
    reg [9:0]  cmp_tag;
    reg        pend;

    wire [3:0] idx = addr[5:2];
    wire [9:0] tg  = addr[15:6];

    always @(posedge clk) begin
        if (fill)
            tags[idx] <= tg;
        rd_tag <= tags[idx];
    end

    always @(posedge clk) begin
        if (rst || flush)
            valid <= 16'd0;
        else if (fill)
            valid[idx] <= 1'b1;
    end

    always @(posedge clk) begin
        if (rst) begin
            rd_valid  <= 1'b0;
            cmp_tag   <= 10'd0;
            pend      <= 1'b0;
            hit       <= 1'b0;
            miss      <= 1'b0;
            hit_count <= 16'd0;
        end else begin
            rd_valid <= valid[idx];
            cmp_tag  <= tg;
            pend     <= lookup;
            hit      <= pend && rd_valid && (rd_tag == cmp_tag);
            miss     <= pend && !(rd_valid && (rd_tag == cmp_tag));
            if (pend && rd_valid && (rd_tag == cmp_tag))
                hit_count <= hit_count + 16'd1;
        end
    end
endmodule
