// therm_dec: 4-bit binary to 15-bit thermometer code, plus the reverse
// direction with a one-bubble fix-up: the thermometer input is cleaned by a
// 3-input majority over neighbours before ones are counted.
module therm_dec (
    input      [3:0]  bin_in,
    output     [14:0] therm_out,
    input      [14:0] therm_in,
    output reg [3:0]  bin_out
);
    genvar i;
    generate
        for (i = 0; i < 15; i = i + 1) begin : g_t
            assign therm_out[i] = (bin_in > i);
        end
    endgenerate

    // bubble suppression: majority of (i-1, i, i+1), edges padded
    wire [16:0] pad = {1'b0, therm_in, 1'b1};
    wire [14:0] clean;
    generate
        for (i = 0; i < 15; i = i + 1) begin : g_c
            assign clean[i] = (pad[i] & pad[i+1]) | (pad[i+1] & pad[i+2]) | (pad[i] & pad[i+2]);
        end
    endgenerate

    integer k;
    always @* begin
        bin_out = 4'd0;
        for (k = 0; k < 15; k = k + 1)
            bin_out = bin_out + clean[k];
    end
endmodule
