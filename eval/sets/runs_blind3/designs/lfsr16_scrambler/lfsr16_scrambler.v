// lfsr16_scrambler: additive scrambler, x^16+x^14+x^13+x^11+1, 4 bits per clock.
module lfsr_core (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        load,
    input  wire [15:0] seed,
    output reg  [15:0] state
);
    integer i;
    reg [15:0] s;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) state <= 16'hACE1;
        else if (load) state <= seed;
        else begin
            s = state;
            for (i = 0; i < 4; i = i + 1)
                s = {s[14:0], s[15] ^ s[13] ^ s[12] ^ s[10]};
            state <= s;
        end
    end
endmodule

module xor_mix (
    input  wire [3:0] data,
    input  wire [3:0] key,
    output wire [3:0] mixed
);
    assign mixed = data ^ key;
endmodule

module lfsr16_scrambler (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire [3:0]  din,
    output reg  [3:0]  dout
);
    wire [15:0] st;
    wire [3:0]  mx;
    lfsr_core u_core (.clk(clk), .rst_n(rst_n), .load(load), .seed(seed), .state(st));
    xor_mix   u_mix  (.data(din), .key(st[15:12]), .mixed(mx));
    always @(posedge clk or negedge rst_n)
        if (!rst_n) dout <= 4'h0;
        else        dout <= mx;
endmodule
