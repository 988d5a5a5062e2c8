// mt_channel: compare channel. Raises a sticky match flag and toggles or
// pulses its output when the timebase equals the compare register.
module mt_channel #(
    parameter CW     = 16,
    parameter TOGGLE = 0
) (
    input  wire          clk,
    input  wire          rst_n,
    input  wire [15:0]   tbase,
    input  wire          wr,
    input  wire [CW-1:0] cmp_in,
    input  wire          clr_flag,
    output reg           flag,
    output reg           pin
);
    reg [CW-1:0] cmp;
    wire hit = (tbase[CW-1:0] == cmp);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cmp  <= {CW{1'b1}};
            flag <= 1'b0;
            pin  <= 1'b0;
        end else begin
            if (wr)
                cmp <= cmp_in;
            if (clr_flag)
                flag <= 1'b0;
            else if (hit)
                flag <= 1'b1;
            if (TOGGLE != 0) begin
                if (hit) pin <= ~pin;
            end else begin
                pin <= hit;
            end
        end
    end
endmodule
