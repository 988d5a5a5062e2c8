// tamarin_rrarb: 4-requester round-robin arbiter built from two fixed-priority pickers (tamarin_prio):
// one on the masked requests (above the last winner) and one on all requests as fallback.
// Ports: clk, rst_n, req[3:0], grant[3:0] (one-hot, registered), grant_valid.
// Known lint items kept on purpose for the lint run: an implicitly declared net (any_masked) and a
// 3-bit signal tied to the 4-bit pointer port of the status block.
module tamarin_prio (
    input  wire [3:0] req,
    output wire [3:0] gnt
);
    assign gnt[0] = req[0];
    assign gnt[1] = req[1] & ~req[0];
    assign gnt[2] = req[2] & ~|req[1:0];
    assign gnt[3] = req[3] & ~|req[2:0];
endmodule

module tamarin_status (
    input  wire       clk,
    input  wire [3:0] ptr,
    output reg  [3:0] last_ptr
);
    always @(posedge clk) last_ptr <= ptr;
endmodule

module tamarin_rrarb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] grant,
    output reg        grant_valid,
    output wire [3:0] dbg_ptr
);
    reg  [3:0] mask;          // requests strictly above the last winner
    wire [3:0] gnt_masked, gnt_all;
    wire [2:0] small_ptr = mask[2:0];

    tamarin_prio u_masked (.req(req & mask), .gnt(gnt_masked));
    tamarin_prio u_all    (.req(req),        .gnt(gnt_all));

    assign any_masked = |(req & mask);
    wire [3:0] gnt_nx = any_masked ? gnt_masked : gnt_all;

    tamarin_status u_status (.clk(clk), .ptr(small_ptr), .last_ptr(dbg_ptr));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            grant       <= 4'b0000;
            grant_valid <= 1'b0;
            mask        <= 4'b1111;
        end else begin
            grant       <= gnt_nx;
            grant_valid <= |req;
            if (|req) begin
                case (gnt_nx)
                    4'b0001: mask <= 4'b1110;
                    4'b0010: mask <= 4'b1100;
                    4'b0100: mask <= 4'b1000;
                    default: mask <= 4'b1111;
                endcase
            end
        end
    end
endmodule
