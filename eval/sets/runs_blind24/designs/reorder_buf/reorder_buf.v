// Completion reorder buffer: out-of-order responses are written by tag into a 16x12 RAM and released in tag order.
module reorder_buf (
    input  wire        clk,
    input  wire        rst,
    // allocate side: hands out tags in order
    input  wire        alloc_req,
    output wire        alloc_ok,
    output wire [3:0]  alloc_tag,
    // completion side: any order
    input  wire        cpl_vld,
    input  wire [3:0]  cpl_tag,
    input  wire [11:0] cpl_data,
    // in-order release
    input  wire        rel_rdy,
    output reg         rel_vld,
    output reg  [11:0] rel_data,
    output wire [4:0]  inflight
);
    reg [11:0] ram [0:15];
    reg [15:0] done;
    reg [3:0]  head, tail;
    reg [4:0]  count;

    assign alloc_ok  = (count != 5'd16);
    assign alloc_tag = tail;
    assign inflight  = count;

    wire do_alloc = alloc_req && alloc_ok;
    wire do_rel   = done[head] && (!rel_vld || rel_rdy);

    always @(posedge clk) begin
        if (cpl_vld)
            ram[cpl_tag] <= cpl_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            done     <= 16'h0000;
            head     <= 4'd0;
            tail     <= 4'd0;
            count    <= 5'd0;
            rel_vld  <= 1'b0;
            rel_data <= 12'h000;
        end else begin
            if (cpl_vld)
                done[cpl_tag] <= 1'b1;
            if (do_alloc)
                tail <= tail + 4'd1;
            if (do_rel) begin
                rel_data   <= ram[head];
                rel_vld    <= 1'b1;
                done[head] <= 1'b0;
                head       <= head + 4'd1;
            end else if (rel_rdy) begin
                rel_vld <= 1'b0;
            end
            case ({do_alloc, do_rel})
                2'b10:   count <= count + 5'd1;
                2'b01:   count <= count - 5'd1;
                default: count <= count;
            endcase
        end
    end
endmodule
