// jabiru_arbiter: 4-requester round-robin arbiter with registered one-hot grant
// Sub-module jabiru_prio: fixed-priority picker (lowest index wins) used twice (masked/unmasked).
// A grant is held while the owner keeps its request high (lock), then priority rotates past it.
module jabiru_prio (
    input  wire [3:0] req,
    output wire [3:0] gnt
);
    assign gnt = req & ~(req - 4'd1);     // isolate lowest set bit
endmodule

module jabiru_arbiter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] grant,
    output wire       any_grant
);
    reg  [3:0] mask;                       // requesters above the last winner
    wire [3:0] masked_req = req & mask;
    wire [3:0] gnt_masked, gnt_plain;
    wire [3:0] next_grant;

    jabiru_prio u_pm (.req(masked_req), .gnt(gnt_masked));
    jabiru_prio u_pp (.req(req),        .gnt(gnt_plain));

    assign next_grant = (|masked_req) ? gnt_masked : gnt_plain;
    assign any_grant  = |grant;

    wire hold = |(grant & req);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            grant <= 4'b0000;
            mask  <= 4'b1111;
        end else if (!hold) begin
            grant <= next_grant;
            if (|next_grant)
                mask <= ~((next_grant << 1) - 4'd1);   // bits above the new winner
        end
    end
endmodule
