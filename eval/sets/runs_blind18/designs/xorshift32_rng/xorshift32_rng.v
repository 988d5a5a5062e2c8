// xorshift32_rng: Marsaglia xorshift32 pseudo random generator with a
// seed load port, a 16 bit output word and a simple valid/ack handshake.
module xorshift32_rng (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        seed_load,
    input  wire [31:0] seed,
    input  wire        enable,
    input  wire        ack,
    output wire [15:0] rnd,
    output wire        rnd_valid,
    output reg  [7:0]  word_count
);
    reg  [31:0] s;
    wire [31:0] t1 = s  ^ (s  << 13);
    wire [31:0] t2 = t1 ^ (t1 >> 17);
    wire [31:0] t3 = t2 ^ (t2 << 5);

    // handshake: output is valid while enabled and not held; hold is
    // raised while a valid word waits for its ack
    wire hold;
    assign rnd_valid = enable & ~hold;
    assign hold      = rnd_valid & ~ack;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            s <= 32'h2545F491;
        else if (seed_load)
            s <= (seed == 32'h0) ? 32'h2545F491 : seed;
        else if (rnd_valid & ack)
            s <= t3;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            word_count <= 8'd0;
        else if (seed_load)
            word_count <= 8'd0;
        else if (rnd_valid & ack)
            word_count <= word_count + 8'd1;
    end

    assign rnd = s[31:16] ^ s[15:0];

endmodule
